import type { LanguageEditDialogText } from '../language-edit-dialog';

export default {
  levelNames: { beginner: 'Débutant', intermediate: 'Intermédiaire', advanced: 'Avancé', native: 'Langue maternelle' },
  title: 'Modifier la langue',
  save: 'Enregistrer',
  cancel: 'Annuler',
  close: 'Fermer',
} satisfies LanguageEditDialogText;
