import commute from '../../commute-chip/locales/fr';
import type { JobFactsText } from '../job-facts-text';

export default {
  locale: 'fr-CH',
  terms: { pay: 'Salaire', workload: 'Taux d’activité', start: 'Début', published: 'Publiée', commute: 'Trajet' },
  periods: { hour: 'heure', month: 'mois', year: 'an' },
  pay: (amounts, period) => `CHF ${amounts} / ${period}`,
  workload: (range) => `${range} %`,
  startOn: (date) => `Dès le ${date}`,
  startNow: 'Immédiatement',
  commute,
} satisfies JobFactsText;
