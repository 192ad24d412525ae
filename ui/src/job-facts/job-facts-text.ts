import { commuteChipGermanText, commuteChipText, type CommuteChipText } from '../commute-chip/commute-chip-text';
import type { PayPeriod } from '../lib/job-facts';

/** The words of a job's facts in English; an app can read them without loading the component. */
export const jobFactsText = {
  /** Number and date formats: English amounts '5,200'; German texts use 'de-CH' ('5’200'). */
  locale: 'en-GB',
  /** The name of each fact: shown in the detail's list, read out before the value on a tile. */
  terms: { pay: 'Pay', workload: 'Workload', start: 'Start', published: 'Published', commute: 'Commute' },
  periods: { hour: 'hour', month: 'month', year: 'year' } as Record<PayPeriod, string>,
  /** A pay from its amounts ('29–32') and its period's word. */
  pay: (amounts: string, period: string) => `CHF ${amounts} / ${period}`,
  /** A workload from its percentages ('80–100'). */
  workload: (range: string) => `${range} %`,
  /** A start date in the future, from the date as written ('1 Dec 2026'). */
  startOn: (date: string) => `From ${date}`,
  /** A start date that is today or past. */
  startNow: 'Immediately',
  /** Words of the commute, passed on to its chip. */
  commute: commuteChipText as CommuteChipText,
};
export type JobFactsText = typeof jobFactsText;

/** The same in German (formal "Sie", Swiss spelling and number format). */
export const jobFactsGermanText: JobFactsText = {
  locale: 'de-CH',
  terms: { pay: 'Lohn', workload: 'Pensum', start: 'Beginn', published: 'Veröffentlicht', commute: 'Arbeitsweg' },
  periods: { hour: 'Stunde', month: 'Monat', year: 'Jahr' },
  pay: (amounts, period) => `CHF ${amounts} / ${period}`,
  workload: (range) => `${range} %`,
  startOn: (date) => `Ab ${date}`,
  startNow: 'Ab sofort',
  commute: commuteChipGermanText,
};
