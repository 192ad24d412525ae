import type { SignInFormText } from '@jumpers/ui';
import { signInFormText } from '@jumpers/ui';
import { defineCatalog } from '../../i18n/catalog';

/** The sign-in form in German; English is ui's own wording, which is the first version's. */
const signInFormGerman: SignInFormText = {
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
  showPassword: 'Passwort anzeigen',
  hidePassword: 'Passwort verbergen',
};

export const authText = defineCatalog(
  {
    signInTitle: (role: string) => `Sign in as ${role}`,
    registerTitle: (role: string) => `Create your ${role} account`,
    loginSuccess: 'Login Successfull',
    registered: 'Jumper Registered Successfully.',
    incorrectCredentials: 'Incorrect username or password.',
    somethingWentWrong: 'Something went wrong, Please try again!',
    googleTokenFailed: 'Login Failed',
    googleSignUpFailed: 'Google Sign Up Failed',
    googleLoginFailed: 'Google Login Failed',
    companyNotAvailable: 'Company accounts are not available yet. Please sign in as a jumper.',
    sessionEnded: 'Your session has ended. Please sign in again.',
    resetPassword: 'Reset your password',
    signInForm: signInFormText,
  },
  {
    signInTitle: (role: string) => `Anmelden als ${role === 'jumper' ? 'Jumper' : 'Unternehmen'}`,
    registerTitle: (role: string) => `${role === 'jumper' ? 'Jumper' : 'Unternehmens'}-Konto erstellen`,
    loginSuccess: 'Anmeldung erfolgreich',
    registered: 'Jumper erfolgreich registriert.',
    incorrectCredentials: 'E-Mail oder Passwort ist falsch.',
    somethingWentWrong: 'Etwas ist schiefgelaufen, bitte versuchen Sie es erneut!',
    googleTokenFailed: 'Anmeldung fehlgeschlagen',
    googleSignUpFailed: 'Registrierung mit Google fehlgeschlagen',
    googleLoginFailed: 'Anmeldung mit Google fehlgeschlagen',
    companyNotAvailable: 'Unternehmenskonten sind noch nicht verfügbar. Bitte melden Sie sich als Jumper an.',
    sessionEnded: 'Ihre Sitzung wurde beendet. Bitte melden Sie sich erneut an.',
    resetPassword: 'Passwort zurücksetzen',
    signInForm: signInFormGerman,
  },
);
