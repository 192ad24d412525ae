import { defineCatalog } from './catalog';

/** Texts of the shell and of pages shared by every feature. */
export const common = defineCatalog(
  {
    notFound: '404 Page Not Found!',
    backToStart: 'Back to the start page',
    language: 'Language',
  },
  {
    notFound: '404 Seite nicht gefunden!',
    backToStart: 'Zurück zur Startseite',
    language: 'Sprache',
  },
);
