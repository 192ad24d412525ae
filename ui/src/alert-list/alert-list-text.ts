import { jobCriteriaGermanText, jobCriteriaText } from '../lib/job-criteria-text';

/** The alert list's words in English; an app can read them without loading the list. */
export const alertListText = {
  ...jobCriteriaText,
  /** The switch of an alert's e-mails: on while the alert is active. */
  dailyEmail: 'Daily e-mail',
  paused: 'Paused',
  /** The accessible name of an alert's delete button, from its name. */
  delete: (name: string) => `Delete the alert ${name}`,
  confirmDelete: (name: string) => `Delete the alert “${name}”?`,
  confirmDeleteDescription: 'You will get no more e-mails for it. This cannot be undone.',
  confirm: 'Delete',
  cancel: 'Cancel',
  empty: 'No job alerts yet',
  emptyDescription: 'Save a search on Explore to hear of new jobs by e-mail.',
};
export type AlertListText = typeof alertListText;

/** The same in German (formal "Sie", Swiss spelling). */
export const alertListGermanText: AlertListText = {
  ...jobCriteriaGermanText,
  dailyEmail: 'Tägliche E-Mail',
  paused: 'Pausiert',
  delete: (name) => `Suchabo ${name} löschen`,
  confirmDelete: (name) => `Suchabo «${name}» löschen?`,
  confirmDeleteDescription: 'Sie erhalten dafür keine E-Mails mehr. Dies kann nicht rückgängig gemacht werden.',
  confirm: 'Löschen',
  cancel: 'Abbrechen',
  empty: 'Noch keine Suchabos',
  emptyDescription: 'Speichern Sie eine Suche unter «Entdecken», um neue Stellen per E-Mail zu erhalten.',
};
