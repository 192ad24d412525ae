import passwordField from '../../password-field/locales/fr';
import type { SignInFormText } from '../sign-in-form';

export default {
  email: 'E-mail',
  password: 'Mot de passe',
  emailRequired: 'Veuillez saisir l’adresse e-mail.',
  passwordRequired: 'Veuillez saisir le mot de passe.',
  forgotPassword: 'Mot de passe oublié',
  signInWithEmail: 'Se connecter par e-mail',
  signInWithGoogle: 'Se connecter avec Google',
  keepMeSignedIn: 'Rester connecté',
  noAccount: 'Pas encore de compte\u00a0?',
  createOne: 'Créer un compte',
  ...passwordField,
} satisfies SignInFormText;
