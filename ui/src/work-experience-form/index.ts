export { WorkExperienceForm, weeklyWorkloads, type WorkExperienceFormProps } from './work-experience-form';
export { workExperienceFormText, type WorkExperienceFormText } from './work-experience-form-text';
