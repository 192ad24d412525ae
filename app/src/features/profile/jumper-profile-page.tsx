import { toast, type Skill } from '@jumpers/ui';
import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import { textNow } from '../../i18n/catalog';
import { ProfileSubPage } from '../../lib/profile-sub-page';
import { CvCard } from './cv-card';
import { DocumentSection } from './document-section';
import { EducationSection } from './education-section';
import { IdentificationSection } from './identification-section';
import { JobProfilesSection } from './job-profiles-section';
import { LanguageSection } from './language-section';
import { profileText } from './messages';
import { useProfileOutlet } from './profile-layout';
import { WorkExperienceSection } from './work-experience-section';

/** The Jumper Profile sub-page: CV, the six profile sections and the job profiles. */
export function JumperProfilePage() {
  const { profile, reloadProfile } = useProfileOutlet();
  const [skills, setSkills] = useState<Skill[]>([]);

  useEffect(() => {
    api
      .GET('/api/v1/skills')
      .then(({ data }) => {
        if (!data) throw new Error('skills not loaded');
        setSkills(data.data);
      })
      .catch(() => toast.error(textNow(profileText).skillsFailed));
  }, []);

  return (
    <ProfileSubPage>
      <CvCard profile={profile} onUploaded={reloadProfile} />
      <WorkExperienceSection skills={skills} />
      <LanguageSection />
      <EducationSection skills={skills} />
      <DocumentSection kind="certificate" />
      <DocumentSection kind="reference" />
      <IdentificationSection />
      <JobProfilesSection />
    </ProfileSubPage>
  );
}
