import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { dataOf } from '../../api/query';
import { textNow } from '../../i18n/catalog';
import { useLanguage } from '../../i18n/language';
import { ProfileSubPage } from '../../lib/profile-sub-page';
import { useFailureToast } from '../../lib/use-failure-toast';
import { CvCard } from './cv-card';
import { DocumentSection } from './document-section';
import { EducationSection } from './education-section';
import { IdentificationSection } from './identification-section';
import { JobProfilesSection } from './job-profiles-section';
import { LanguageSection } from './language-section';
import { useFormsLoadedWhenIdle } from './lazy-forms';
import { profileText } from './messages';
import { WorkExperienceSection } from './work-experience-section';

/** The skills a work experience or an education can name. */
const skillsQuery = queryOptions({
  queryKey: ['/api/v1/skills'],
  queryFn: async ({ signal }) => (await dataOf(api.GET('/api/v1/skills', { signal }))).data,
});

/** The Jumper Profile sub-page: CV, the six profile sections and the job profiles. */
export function JumperProfilePage() {
  useFormsLoadedWhenIdle();
  const language = useLanguage();
  const skills = useQuery({
    ...skillsQuery,
    // Named and ordered in the user's language.
    select: (list) =>
      list
        .map((skill) => ({ ...skill, skill_name: skill.names[language] }))
        .sort((a, b) => a.skill_name.localeCompare(b.skill_name, language)),
  });
  useFailureToast(skills, () => textNow(profileText).skillsFailed);

  return (
    <ProfileSubPage>
      <CvCard />
      <WorkExperienceSection skills={skills.data ?? []} />
      <LanguageSection />
      <EducationSection skills={skills.data ?? []} />
      <DocumentSection kind="certificate" />
      <DocumentSection kind="reference" />
      <IdentificationSection />
      <JobProfilesSection />
    </ProfileSubPage>
  );
}
