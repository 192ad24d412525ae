/** The forms of the profile's add and edit dialogs, one chunk that loads when the page has shown (lazy-forms.tsx). */
export {
  DocumentUploadForm,
  EducationForm,
  IdentificationForm,
  JobProfileForm,
  LanguageSkillForm,
  WorkExperienceForm,
} from '@jumpers/ui';
