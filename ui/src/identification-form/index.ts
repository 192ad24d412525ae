export { IdentificationForm, type IdentificationFormProps } from './identification-form';
export {
  identificationFormText,
  identificationFormTranslations,
  type IdentificationFormText,
} from './identification-form-text';
