export {
  LanguageSkillForm,
  languageSkillFormText,
  type AdminLanguage,
  type LanguageSkillFormProps,
  type LanguageSkillFormText,
  type LanguageSkillPayload,
} from './language-skill-form';
