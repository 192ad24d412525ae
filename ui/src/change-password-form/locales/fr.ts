import passwordField from '../../password-field/locales/fr';
import type { ChangePasswordFormText } from '../change-password-form-text';

export default {
  currentPassword: 'Mot de passe actuel',
  newPassword: 'Nouveau mot de passe',
  confirmPassword: 'Confirmer le mot de passe',
  submit: 'Changer le mot de passe',
  cancel: 'Annuler',
  ...passwordField,
  currentPasswordRequired: 'Veuillez saisir le mot de passe actuel.',
  newPasswordRequired: 'Veuillez saisir le nouveau mot de passe.',
  confirmPasswordRequired: 'Veuillez confirmer le mot de passe.',
  passwordWeak:
    'Le mot de passe doit comporter au moins 8 caractères, dont des majuscules et des minuscules, un chiffre et un caractère spécial.',
  passwordMismatch: 'La confirmation doit correspondre au nouveau mot de passe\u00a0!',
} satisfies ChangePasswordFormText;
