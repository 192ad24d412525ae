import { jobCriteriaText } from '../lib/job-criteria-text';
import type { Translations } from '../lib/translations';

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

/** The alert list's words in every language. */
export const alertListTranslations: Translations<AlertListText> = {
  en: alertListText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};
