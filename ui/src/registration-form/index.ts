export {
  RegistrationForm,
  defaultCountryCodes,
  registrationFormText,
  type RegistrationFormProps,
  type RegistrationFormText,
} from './registration-form';
