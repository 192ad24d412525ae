import type { EngagementsLayoutText } from '../engagements-layout';

/** The tabs agree with "candidature" (feminine plural), which they list. */
export default {
  outcomes: 'Stato delle candidature',
  applied: 'Inviate',
  unsuccessful: 'Candidature non riuscite',
  withdrawn: 'Ritirate',
  jobKind: 'Tipo di impiego',
  temporaryJobs: 'Impieghi temporanei',
  permanentJobs: 'Impieghi fissi',
  empty: 'Qui non ci sono ancora candidature.',
  emptyAction: 'Candidarsi per un posto',
  loading: 'Caricamento delle candidature',
} satisfies EngagementsLayoutText;
