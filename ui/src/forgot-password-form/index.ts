export {
  ForgotPasswordForm,
  forgotPasswordFormText,
  forgotPasswordFormTranslations,
  type ForgotPasswordFormProps,
  type ForgotPasswordFormText,
} from './forgot-password-form';
