import commute from '../../commute-chip/locales/it';
import type { JobFactsText } from '../job-facts-text';

export default {
  locale: 'it-CH',
  terms: {
    pay: 'Salario',
    workload: 'Grado di occupazione',
    start: 'Inizio',
    published: 'Pubblicato',
    commute: 'Tragitto',
  },
  periods: { hour: 'ora', month: 'mese', year: 'anno' },
  pay: (amounts, period) => `CHF ${amounts} / ${period}`,
  workload: (range) => `${range} %`,
  startOn: (date) => `Dal ${date}`,
  startNow: 'Da subito',
  commute,
} satisfies JobFactsText;
