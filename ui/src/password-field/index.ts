export { PasswordField, type PasswordFieldProps } from './password-field';
export { passwordFieldText, passwordFieldTranslations, type PasswordFieldText } from './password-field-text';
