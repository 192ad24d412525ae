import { jobCriteriaText } from '../lib/job-criteria-text';
import type { Translations } from '../lib/translations';

/** The longest name an alert takes. */
export const alertNameMaxLength = 80;

/** The alert editor's words in English; an app can read them without loading the editor. */
export const alertEditorText = {
  ...jobCriteriaText,
  name: 'Name of the alert',
  nameRequired: 'Please give the alert a name.',
  nameTooLong: (max: number) => `Please keep the name to ${max} characters.`,
  /** Over the list of the criteria. */
  criteria: 'New jobs it looks for',
  dailyNote:
    'We send you one e-mail a day when new jobs match, and none when nothing new does. You can pause or delete the alert in Settings.',
  submit: 'Save alert',
  cancel: 'Cancel',
};
export type AlertEditorText = typeof alertEditorText;

/** The alert editor's words in every language. */
export const alertEditorTranslations: Translations<AlertEditorText> = {
  en: alertEditorText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};
