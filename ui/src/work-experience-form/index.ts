export {
  WorkExperienceForm,
  weeklyWorkloads,
  workExperienceFormText,
  type WorkExperienceFormProps,
  type WorkExperienceFormText,
} from './work-experience-form';
