import type { PasswordFieldText } from '../password-field-text';

export default { showPassword: 'Mostra password', hidePassword: 'Nascondi password' } satisfies PasswordFieldText;
