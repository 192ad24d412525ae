import passwordField from '../../password-field/locales/it';
import type { ChangePasswordFormText } from '../change-password-form-text';

export default {
  currentPassword: 'Password attuale',
  newPassword: 'Nuova password',
  confirmPassword: 'Conferma password',
  submit: 'Cambia password',
  cancel: 'Annulla',
  ...passwordField,
  currentPasswordRequired: 'Inserisca la password attuale.',
  newPasswordRequired: 'Inserisca la nuova password.',
  confirmPasswordRequired: 'Confermi la password.',
  passwordWeak:
    'La password deve contenere almeno 8 caratteri, con lettere maiuscole e minuscole, una cifra e un carattere speciale.',
  passwordMismatch: 'La conferma deve corrispondere alla nuova password!',
} satisfies ChangePasswordFormText;
