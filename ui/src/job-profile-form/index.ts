export {
  JobProfileForm,
  defaultExperienceOptions,
  defaultJobProfileOptions,
  jobProfileFormText,
  type JobProfileFormProps,
  type JobProfileFormText,
} from './job-profile-form';
