import type { Translations } from '../lib/translations';

/** The save toggle's words in English. */
export const saveToggleText = {
  /** Shown while the job is not saved: pressing saves it. */
  save: 'Save',
  /** Shown while the job is saved: pressing removes it from the saved jobs. */
  saved: 'Saved',
};
export type SaveToggleText = typeof saveToggleText;

/** The save toggle's words in every language. */
export const saveToggleTranslations: Translations<SaveToggleText> = {
  en: saveToggleText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};
