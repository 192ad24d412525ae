import criteria from '../../lib/locales/job-criteria/fr';
import type { AlertListText } from '../alert-list-text';

export default {
  ...criteria,
  dailyEmail: 'E-mail quotidien',
  paused: 'En pause',
  delete: (name) => `Supprimer l’alerte emploi ${name}`,
  confirmDelete: (name) => `Supprimer l’alerte emploi «\u00a0${name}\u00a0»\u00a0?`,
  confirmDeleteDescription: 'Vous ne recevrez plus d’e-mails pour elle. Cette action est irréversible.',
  confirm: 'Supprimer',
  cancel: 'Annuler',
  empty: 'Aucune alerte emploi pour l’instant',
  emptyDescription:
    'Enregistrez une recherche sous «\u00a0Découvrir\u00a0» pour recevoir les nouvelles offres par e-mail.',
} satisfies AlertListText;
