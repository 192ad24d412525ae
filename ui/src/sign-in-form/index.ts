export { SignInForm, signInFormText, type SignInFormProps, type SignInFormText } from './sign-in-form';
