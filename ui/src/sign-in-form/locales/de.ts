import passwordField from '../../password-field/locales/de';
import type { SignInFormText } from '../sign-in-form';

export default {
  email: 'E-Mail',
  password: 'Passwort',
  emailRequired: 'Bitte E-Mail eingeben.',
  passwordRequired: 'Bitte Passwort eingeben.',
  forgotPassword: 'Passwort vergessen',
  signInWithEmail: 'Mit E-Mail anmelden',
  signInWithGoogle: 'Mit Google anmelden',
  keepMeSignedIn: 'Angemeldet bleiben',
  noAccount: 'Noch kein Konto?',
  createOne: 'Jetzt erstellen',
  ...passwordField,
} satisfies SignInFormText;
