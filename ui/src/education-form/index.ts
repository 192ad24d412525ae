export { EducationForm, type EducationFormProps } from './education-form';
export { educationFormText, educationFormTranslations, type EducationFormText } from './education-form-text';
