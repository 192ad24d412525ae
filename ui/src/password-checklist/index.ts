export {
  PasswordChecklist,
  passwordChecklistText,
  type PasswordChecklistProps,
  type PasswordChecklistText,
} from './password-checklist';
