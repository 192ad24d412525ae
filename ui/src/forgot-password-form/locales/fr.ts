import passwordField from '../../password-field/locales/fr';
import type { ForgotPasswordFormText } from '../forgot-password-form';

export default {
  emailStepIntro: 'Saisissez l’adresse e-mail de votre compte et nous vous enverrons un code.',
  email: 'E-mail',
  next: 'Suivant',
  otpStepIntro: 'Saisissez le code à 4 chiffres que nous avons envoyé à votre adresse e-mail.',
  otp: 'Code',
  submit: 'Confirmer',
  resend: 'Renvoyer le code',
  resendIn: (seconds) => `Renvoyer le code dans ${seconds} s`,
  invalidOtp: 'Code non valable\u00a0!',
  passwordStepIntro: 'Choisissez un nouveau mot de passe.',
  newPassword: 'Nouveau mot de passe',
  confirmPassword: 'Confirmer le mot de passe',
  save: 'Enregistrer',
  ...passwordField,
  emailRequired: 'Veuillez saisir l’adresse e-mail.',
  emailInvalid: 'Veuillez saisir une adresse e-mail valable.',
  otpRequired: 'Veuillez saisir le code.',
  otpInvalid: 'Veuillez saisir un code valable.',
  newPasswordRequired: 'Veuillez saisir un nouveau mot de passe.',
  confirmPasswordRequired: 'Veuillez confirmer le mot de passe.',
  passwordWeak:
    'Le mot de passe doit comporter au moins 8 caractères, dont des majuscules et des minuscules, un chiffre et un caractère spécial.',
  passwordMismatch: 'La confirmation doit correspondre au nouveau mot de passe\u00a0!',
} satisfies ForgotPasswordFormText;
