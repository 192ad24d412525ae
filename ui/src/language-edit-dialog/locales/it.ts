import type { LanguageEditDialogText } from '../language-edit-dialog';

export default {
  levelNames: { beginner: 'Principiante', intermediate: 'Intermedio', advanced: 'Avanzato', native: 'Madrelingua' },
  title: 'Modifica lingua',
  save: 'Salva',
  cancel: 'Annulla',
  close: 'Chiudi',
} satisfies LanguageEditDialogText;
