import passwordField from '../../password-field/locales/de';
import type { ForgotPasswordFormText } from '../forgot-password-form';

export default {
  emailStepIntro: 'Geben Sie die E-Mail-Adresse Ihres Kontos ein, und wir senden Ihnen einen Code.',
  email: 'E-Mail',
  next: 'Weiter',
  otpStepIntro: 'Geben Sie den 4-stelligen Code ein, den wir an Ihre E-Mail-Adresse gesendet haben.',
  otp: 'Code',
  submit: 'Bestätigen',
  resend: 'Code erneut senden',
  resendIn: (seconds) => `Code erneut senden in ${seconds} s`,
  invalidOtp: 'Ungültiger Code!',
  passwordStepIntro: 'Wählen Sie ein neues Passwort.',
  newPassword: 'Neues Passwort',
  confirmPassword: 'Passwort bestätigen',
  save: 'Speichern',
  ...passwordField,
  emailRequired: 'Bitte E-Mail eingeben.',
  emailInvalid: 'Bitte eine gültige E-Mail eingeben.',
  otpRequired: 'Bitte Code eingeben.',
  otpInvalid: 'Bitte einen gültigen Code eingeben.',
  newPasswordRequired: 'Bitte neues Passwort eingeben.',
  confirmPasswordRequired: 'Bitte Passwort bestätigen.',
  passwordWeak:
    'Das Passwort braucht mindestens 8 Zeichen mit Gross- und Kleinbuchstaben, einer Ziffer und einem Sonderzeichen.',
  passwordMismatch: 'Die Bestätigung muss dem neuen Passwort entsprechen!',
} satisfies ForgotPasswordFormText;
