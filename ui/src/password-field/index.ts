export { PasswordField, passwordFieldText, type PasswordFieldProps, type PasswordFieldText } from './password-field';
