export { EducationForm, educationFormText, type EducationFormProps, type EducationFormText } from './education-form';
