export { ChangePasswordForm, type ChangePasswordFormProps } from './change-password-form';
export { changePasswordFormText, type ChangePasswordFormText } from './change-password-form-text';
