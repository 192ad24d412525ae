export { EducationForm, type EducationFormProps } from './education-form';
export { educationFormText, type EducationFormText } from './education-form-text';
