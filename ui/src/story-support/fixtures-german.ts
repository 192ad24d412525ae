/**
 * German (as written in Switzerland: "ss", never "ß"; formal "Sie") wording that several stories
 * share, so that a word reads the same in every component. Where the app's catalogs
 * (`app/src/**\/messages.ts`) already word a text, this is their wording.
 */

/** The end of a modal form. */
export const germanFormActions = { submit: 'Speichern', cancel: 'Abbrechen' };

/** A file field of a profile form: pdf, jpg or jpeg up to 20 MB. */
export const germanFileText = {
  hint: 'PDF, JPG oder JPEG, bis 20 MB',
  choose: 'Datei auswählen',
  remove: (fileName: string) => `${fileName} entfernen`,
  wrongType: 'Dieser Dateityp wird nicht akzeptiert.',
  fileTooLarge: 'Die Datei ist grösser als 20 MB.',
};

/** The four levels of a spoken language. */
export const germanSpokenLevels = {
  beginner: 'Anfänger',
  intermediate: 'Mittelstufe',
  advanced: 'Fortgeschritten',
  native: 'Muttersprache',
};

/** Marital status, as the Swiss civil registry names it. */
export const germanMaritalStatus = {
  maritalStatus: 'Zivilstand',
  single: 'Ledig',
  married: 'Verheiratet',
  divorced: 'Geschieden',
};

/** The texts of a job map. */
export const germanMapText = {
  label: 'Karte des Arbeitsorts',
  text: {
    openMap: 'Karte auf OpenStreetMap öffnen',
    overview: 'Karte der Schweiz mit dem Arbeitsort',
    attribution: '© OpenStreetMap-Mitwirkende',
    overviewAttribution: 'Grenzen: © BFS, swisstopo',
  },
};
