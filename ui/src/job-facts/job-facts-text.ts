import { commuteChipText, type CommuteChipText } from '../commute-chip/commute-chip-text';
import type { PayPeriod } from '../lib/job-facts';
import type { Translations } from '../lib/translations';

/** The words of a job's facts in English; an app can read them without loading the component. */
export const jobFactsText = {
  /** Number and date formats: English amounts '5,200'; each translation names its Swiss locale (de-CH '5’200'). */
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

/** A job's facts in every language. */
export const jobFactsTranslations: Translations<JobFactsText> = {
  en: jobFactsText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};
