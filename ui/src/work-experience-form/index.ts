export { WorkExperienceForm, weeklyWorkloads, type WorkExperienceFormProps } from './work-experience-form';
export {
  workExperienceFormText,
  workExperienceFormTranslations,
  type WorkExperienceFormText,
} from './work-experience-form-text';
