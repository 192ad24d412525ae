import type { PasswordChecklistText } from '../password-checklist';

export default {
  hasLetter: 'Ein Buchstabe',
  hasSpecialSymbol: 'Ein Sonderzeichen',
  hasMinimumLength: 'Mindestens 8 Zeichen',
  met: 'erfüllt',
  notMet: 'nicht erfüllt',
} satisfies PasswordChecklistText;
