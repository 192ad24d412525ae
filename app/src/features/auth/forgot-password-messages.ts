import type { ForgotPasswordFormText } from '@jumpers/ui';
import { forgotPasswordFormText } from '@jumpers/ui';
import { defineCatalog } from '../../i18n/catalog';

const forgotPasswordFormGerman: ForgotPasswordFormText = {
  emailStepIntro: 'Geben Sie die E-Mail-Adresse Ihres Kontos ein, und wir senden Ihnen einen Code.',
  email: 'E-Mail',
  next: 'Weiter',
  otpStepIntro: 'Geben Sie den 4-stelligen Code ein, den wir an Ihre E-Mail-Adresse gesendet haben.',
  otp: 'Code',
  submit: 'Bestätigen',
  resend: 'Code erneut senden',
  resendIn: (seconds: number) => `Code erneut senden in ${seconds} s`,
  invalidOtp: 'Ungültiger Code!',
  passwordStepIntro: 'Wählen Sie ein neues Passwort.',
  newPassword: 'Neues Passwort',
  confirmPassword: 'Passwort bestätigen',
  save: 'Speichern',
  showPassword: 'Passwort anzeigen',
  hidePassword: 'Passwort verbergen',
  emailRequired: 'Bitte E-Mail eingeben.',
  emailInvalid: 'Bitte eine gültige E-Mail eingeben.',
  otpRequired: 'Bitte Code eingeben.',
  otpInvalid: 'Bitte einen gültigen Code eingeben.',
  newPasswordRequired: 'Bitte neues Passwort eingeben.',
  confirmPasswordRequired: 'Bitte Passwort bestätigen.',
  passwordWeak:
    'Das Passwort braucht mindestens 8 Zeichen mit Gross- und Kleinbuchstaben, einer Ziffer und einem Sonderzeichen.',
  passwordMismatch: 'Die Bestätigung muss dem neuen Passwort entsprechen!',
};

/** The forgot-password dialog's texts: loaded with the dialog, not with the sign-in page. */
export const forgotPasswordText = defineCatalog(
  {
    title: 'Forgot password',
    close: 'Close',
    somethingWentWrong: 'Something went wrong, Please try again!',
    userNotFound: 'User not found!',
    otpSent: 'OTP sent successfully',
    otpResent: 'OTP resent successfully',
    otpVerified: 'OTP verified successfully',
    passwordUpdated: 'Password updated successfully',
    form: forgotPasswordFormText,
  },
  {
    title: 'Passwort vergessen',
    close: 'Schliessen',
    somethingWentWrong: 'Etwas ist schiefgelaufen, bitte versuchen Sie es erneut!',
    userNotFound: 'Kein Konto mit dieser E-Mail gefunden!',
    otpSent: 'Code erfolgreich gesendet',
    otpResent: 'Code erneut gesendet',
    otpVerified: 'Code erfolgreich bestätigt',
    passwordUpdated: 'Passwort erfolgreich geändert',
    form: forgotPasswordFormGerman,
  },
);
