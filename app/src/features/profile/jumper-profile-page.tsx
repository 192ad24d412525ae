import { ProfileSubPage } from '../../lib/profile-sub-page';
import { CvCard } from './cv-card';
import { DocumentSection } from './document-section';
import { EducationSection } from './education-section';
import { IdentificationSection } from './identification-section';
import { JobProfilesSection } from './job-profiles-section';
import { LanguageSection } from './language-section';
import { SkillsLoad } from './skills';
import { useFormsLoadedWhenIdle } from './lazy-forms';
import { WorkExperienceSection } from './work-experience-section';

/** The Jumper Profile sub-page: CV, the six profile sections and the job profiles. */
export function JumperProfilePage() {
  useFormsLoadedWhenIdle();
  return (
    <ProfileSubPage>
      <SkillsLoad />
      <CvCard />
      <WorkExperienceSection />
      <LanguageSection />
      <EducationSection />
      <DocumentSection kind="certificate" />
      <DocumentSection kind="reference" />
      <IdentificationSection />
      <JobProfilesSection />
    </ProfileSubPage>
  );
}
