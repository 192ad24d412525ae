import criteria from '../../lib/locales/job-criteria/it';
import type { AlertListText } from '../alert-list-text';

/** The list sits in Settings, whose texts call an alert "avviso di lavoro": it does the same. */
export default {
  ...criteria,
  dailyEmail: 'E-mail giornaliera',
  paused: 'In pausa',
  delete: (name) => `Elimina l’avviso di lavoro ${name}`,
  confirmDelete: (name) => `Eliminare l’avviso di lavoro «${name}»?`,
  confirmDeleteDescription: 'Non riceverà più e-mail per esso. Questa azione non può essere annullata.',
  confirm: 'Elimina',
  cancel: 'Annulla',
  empty: 'Ancora nessun avviso di lavoro',
  emptyDescription: 'Salvi una ricerca in «Esplora» per ricevere i nuovi posti per e-mail.',
} satisfies AlertListText;
