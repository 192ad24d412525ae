import passwordField from '../../password-field/locales/de';
import type { ChangePasswordFormText } from '../change-password-form-text';

export default {
  currentPassword: 'Aktuelles Passwort',
  newPassword: 'Neues Passwort',
  confirmPassword: 'Passwort bestätigen',
  submit: 'Passwort ändern',
  cancel: 'Abbrechen',
  ...passwordField,
  currentPasswordRequired: 'Bitte geben Sie das aktuelle Passwort ein.',
  newPasswordRequired: 'Bitte geben Sie das neue Passwort ein.',
  confirmPasswordRequired: 'Bitte bestätigen Sie das Passwort.',
  passwordWeak:
    'Das Passwort braucht mindestens 8 Zeichen mit Gross- und Kleinbuchstaben, einer Ziffer und einem Sonderzeichen.',
  passwordMismatch: 'Die Bestätigung muss dem neuen Passwort entsprechen!',
} satisfies ChangePasswordFormText;
