export {
  IdentificationForm,
  identificationFormText,
  type IdentificationFormProps,
  type IdentificationFormText,
} from './identification-form';
