import type { ToasterText } from '../toast';

export default {
  close: 'Chiudi',
  success: 'Operazione riuscita',
  error: 'Errore',
  notification: 'Notifica',
} satisfies ToasterText;
