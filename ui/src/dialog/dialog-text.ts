import type { Translations } from '../lib/translations';

/** The dialog's own words, in English; `text` overrides some or all of them. */
export const dialogText = {
  /** Accessible name of the back chevron. */
  back: 'Back',
  /** Accessible name of the close button. */
  close: 'Close',
};
export type DialogText = typeof dialogText;

/** The dialog's own words in every language. */
export const dialogTranslations: Translations<DialogText> = {
  en: dialogText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};
