import { jobCriteriaGermanText, jobCriteriaText } from '../lib/job-criteria-text';

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

/** The same in German (formal "Sie", Swiss spelling). */
export const alertEditorGermanText: AlertEditorText = {
  ...jobCriteriaGermanText,
  name: 'Name des Suchabos',
  nameRequired: 'Bitte geben Sie dem Suchabo einen Namen.',
  nameTooLong: (max) => `Bitte verwenden Sie höchstens ${max} Zeichen.`,
  criteria: 'Neue Stellen, die es sucht',
  dailyNote:
    'Wir senden Ihnen täglich eine E-Mail, wenn neue Stellen passen, und keine, wenn nichts Neues dabei ist. Sie können das Suchabo in den Einstellungen pausieren oder löschen.',
  submit: 'Suchabo speichern',
  cancel: 'Abbrechen',
};
