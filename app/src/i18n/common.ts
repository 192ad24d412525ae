import type { Catalog } from './i18n';

/** Strings of the shell: navigation, footer, language choice, pages shared by every feature. */
export const common: Catalog = {
  en: {
    notFound: '404 Page Not Found!',
    backToStart: 'Back to the start page',
    language: 'Language',
    english: 'English',
    german: 'Deutsch',
  },
  de: {
    notFound: '404 Seite nicht gefunden!',
    backToStart: 'Zurück zur Startseite',
    language: 'Sprache',
    english: 'English',
    german: 'Deutsch',
  },
};
