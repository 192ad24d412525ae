import type { PasswordChecklistText } from '../password-checklist';

export default {
  hasLetter: 'Una lettera',
  hasSpecialSymbol: 'Un carattere speciale',
  hasMinimumLength: 'Almeno 8 caratteri',
  met: 'soddisfatto',
  notMet: 'non soddisfatto',
} satisfies PasswordChecklistText;
