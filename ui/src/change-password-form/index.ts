export { ChangePasswordForm, type ChangePasswordFormProps } from './change-password-form';
export {
  changePasswordFormText,
  changePasswordFormTranslations,
  type ChangePasswordFormText,
} from './change-password-form-text';
