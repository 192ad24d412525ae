import commute from '../../commute-chip/locales/de';
import type { JobFactsText } from '../job-facts-text';

export default {
  locale: 'de-CH',
  terms: { pay: 'Lohn', workload: 'Pensum', start: 'Beginn', published: 'Veröffentlicht', commute: 'Arbeitsweg' },
  periods: { hour: 'Stunde', month: 'Monat', year: 'Jahr' },
  pay: (amounts, period) => `CHF ${amounts} / ${period}`,
  workload: (range) => `${range} %`,
  startOn: (date) => `Ab ${date}`,
  startNow: 'Ab sofort',
  commute,
} satisfies JobFactsText;
