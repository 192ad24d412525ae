import type { PasswordFieldText } from '../password-field-text';

export default {
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
} satisfies PasswordFieldText;
