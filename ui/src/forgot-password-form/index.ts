export {
  ForgotPasswordForm,
  forgotPasswordFormText,
  type ForgotPasswordFormProps,
  type ForgotPasswordFormText,
} from './forgot-password-form';
