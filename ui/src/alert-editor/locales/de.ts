import criteria from '../../lib/locales/job-criteria/de';
import type { AlertEditorText } from '../alert-editor-text';

export default {
  ...criteria,
  name: 'Name des Suchabos',
  nameRequired: 'Bitte geben Sie dem Suchabo einen Namen.',
  nameTooLong: (max) => `Bitte verwenden Sie höchstens ${max} Zeichen.`,
  criteria: 'Neue Stellen, die es sucht',
  dailyNote:
    'Wir senden Ihnen täglich eine E-Mail, wenn neue Stellen passen, und keine, wenn nichts Neues dabei ist. Sie können das Suchabo in den Einstellungen pausieren oder löschen.',
  submit: 'Suchabo speichern',
  cancel: 'Abbrechen',
} satisfies AlertEditorText;
