import type { PasswordChecklistText } from '../password-checklist';

export default {
  hasLetter: 'Une lettre',
  hasSpecialSymbol: 'Un caractère spécial',
  hasMinimumLength: 'Au moins 8 caractères',
  met: 'rempli',
  notMet: 'non rempli',
} satisfies PasswordChecklistText;
