import type { ToasterText } from '../toast';

export default {
  close: 'Schliessen',
  success: 'Erfolg',
  error: 'Fehler',
  notification: 'Benachrichtigung',
} satisfies ToasterText;
