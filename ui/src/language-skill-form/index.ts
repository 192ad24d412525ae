export {
  LanguageSkillForm,
  type AdminLanguage,
  type LanguageSkillFormProps,
  type LanguageSkillPayload,
} from './language-skill-form';
export { languageSkillFormText, type LanguageSkillFormText } from './language-skill-form-text';
