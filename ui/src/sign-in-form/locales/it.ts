import passwordField from '../../password-field/locales/it';
import type { SignInFormText } from '../sign-in-form';

export default {
  email: 'E-mail',
  password: 'Password',
  emailRequired: 'Inserisca l’indirizzo e-mail.',
  passwordRequired: 'Inserisca la password.',
  forgotPassword: 'Password dimenticata',
  signInWithEmail: 'Accedi con l’e-mail',
  signInWithGoogle: 'Accedi con Google',
  keepMeSignedIn: 'Rimanere connesso',
  noAccount: 'Non ha ancora un account?',
  createOne: 'Crea un account',
  ...passwordField,
} satisfies SignInFormText;
