import criteria from '../../lib/locales/job-criteria/fr';
import type { AlertEditorText } from '../alert-editor-text';

export default {
  ...criteria,
  name: 'Nom de l’alerte',
  nameRequired: 'Veuillez donner un nom à l’alerte.',
  nameTooLong: (max) => `Veuillez utiliser au maximum ${max} caractères.`,
  criteria: 'Nouvelles offres recherchées',
  dailyNote:
    'Nous vous envoyons un e-mail par jour lorsque de nouvelles offres correspondent, et aucun lorsqu’il n’y a rien de nouveau. Vous pouvez suspendre ou supprimer l’alerte dans les Paramètres.',
  submit: 'Enregistrer l’alerte',
  cancel: 'Annuler',
} satisfies AlertEditorText;
