import type { PasswordFieldText } from '../password-field-text';

export default { showPassword: 'Passwort anzeigen', hidePassword: 'Passwort verbergen' } satisfies PasswordFieldText;
