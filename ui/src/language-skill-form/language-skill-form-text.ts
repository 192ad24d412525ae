import type { Translations } from '../lib/translations';

/** The words of the form, apart from the form: an app can read them without loading the form. */
export const languageSkillFormText = {
  language: 'Language',
  languagePlaceholder: 'Select language',
  spokenLevel: 'Spoken level',
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  native: 'Native',
  submit: 'Save',
  cancel: 'Cancel',
  languageRequired: 'Please select a language.',
};

export type LanguageSkillFormText = typeof languageSkillFormText;

/** The language skill form's words in every language. */
export const languageSkillFormTranslations: Translations<LanguageSkillFormText> = {
  en: languageSkillFormText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};
