export {
  PasswordChecklist,
  passwordChecklistText,
  passwordChecklistTranslations,
  type PasswordChecklistProps,
  type PasswordChecklistText,
} from './password-checklist';
