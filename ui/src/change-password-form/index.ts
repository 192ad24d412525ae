export {
  ChangePasswordForm,
  changePasswordFormText,
  type ChangePasswordFormProps,
  type ChangePasswordFormText,
} from './change-password-form';
