export { JobProfileForm, type JobProfileFormProps } from './job-profile-form';
export { jobProfileFormText, jobProfileFormTranslations, type JobProfileFormText } from './job-profile-form-text';
export { defaultExperienceOptions, defaultJobProfileOptions } from './job-profile-options';
