import type { LanguageEditDialogText } from '../language-edit-dialog';

export default {
  levelNames: {
    beginner: 'Anfänger',
    intermediate: 'Mittelstufe',
    advanced: 'Fortgeschritten',
    native: 'Muttersprache',
  },
  title: 'Sprache bearbeiten',
  save: 'Speichern',
  cancel: 'Abbrechen',
  close: 'Schliessen',
} satisfies LanguageEditDialogText;
