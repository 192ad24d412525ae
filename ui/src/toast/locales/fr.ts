import type { ToasterText } from '../toast';

export default {
  close: 'Fermer',
  success: 'Succès',
  error: 'Erreur',
  notification: 'Notification',
} satisfies ToasterText;
