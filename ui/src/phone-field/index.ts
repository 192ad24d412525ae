export {
  PhoneField,
  phoneFieldText,
  phoneFieldTranslations,
  type PhoneFieldProps,
  type PhoneFieldText,
} from './phone-field';
