export {
  SignInForm,
  signInFormText,
  signInFormTranslations,
  type SignInFormProps,
  type SignInFormText,
} from './sign-in-form';
