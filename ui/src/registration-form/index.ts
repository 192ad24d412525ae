export {
  RegistrationForm,
  defaultCountryCodes,
  registrationFormText,
  registrationFormTranslations,
  type RegistrationFormProps,
  type RegistrationFormText,
} from './registration-form';
