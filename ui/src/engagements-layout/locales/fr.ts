import type { EngagementsLayoutText } from '../engagements-layout';

/** The tabs agree with "candidatures" (feminine plural), which they list. */
export default {
  outcomes: 'État des candidatures',
  applied: 'Envoyées',
  unsuccessful: 'Candidatures sans succès',
  withdrawn: 'Retirées',
  jobKind: 'Type d’emploi',
  temporaryJobs: 'Emplois temporaires',
  permanentJobs: 'Emplois fixes',
  empty: 'Aucune candidature pour l’instant.',
  emptyAction: 'Postuler à une offre',
  loading: 'Chargement des candidatures',
} satisfies EngagementsLayoutText;
