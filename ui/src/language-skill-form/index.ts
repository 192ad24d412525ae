export {
  LanguageSkillForm,
  type AdminLanguage,
  type LanguageSkillFormProps,
  type LanguageSkillPayload,
} from './language-skill-form';
export {
  languageSkillFormText,
  languageSkillFormTranslations,
  type LanguageSkillFormText,
} from './language-skill-form-text';
