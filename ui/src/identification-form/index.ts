export { IdentificationForm, type IdentificationFormProps } from './identification-form';
export { identificationFormText, type IdentificationFormText } from './identification-form-text';
