export { PhoneField, phoneFieldText, type PhoneFieldProps, type PhoneFieldText } from './phone-field';
