import criteria from '../../lib/locales/job-criteria/de';
import type { AlertListText } from '../alert-list-text';

export default {
  ...criteria,
  dailyEmail: 'Tägliche E-Mail',
  paused: 'Pausiert',
  delete: (name) => `Suchabo ${name} löschen`,
  confirmDelete: (name) => `Suchabo «${name}» löschen?`,
  confirmDeleteDescription: 'Sie erhalten dafür keine E-Mails mehr. Dies kann nicht rückgängig gemacht werden.',
  confirm: 'Löschen',
  cancel: 'Abbrechen',
  empty: 'Noch keine Suchabos',
  emptyDescription: 'Speichern Sie eine Suche unter «Entdecken», um neue Stellen per E-Mail zu erhalten.',
} satisfies AlertListText;
