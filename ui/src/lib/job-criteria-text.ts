import type { Canton, JobSort, StartWithin } from './job-criteria';
import type { CommuteMode } from './job-facts';
import type { JobKind } from './jobs';
import type { Translations } from './translations';

/**
 * The words of search criteria in English, shared by the filter panel (its choices) and the job alerts (their
 * summary). Text only: an app reads them without loading either component.
 */
export const jobCriteriaText = {
  /** Number and date formats; each translation names its Swiss locale ('de-CH', 'fr-CH', 'it-CH'). */
  locale: 'en-GB',
  cantons: {
    AG: 'Aargau', AI: 'Appenzell Innerrhoden', AR: 'Appenzell Ausserrhoden', BE: 'Bern', BL: 'Basel-Landschaft',
    BS: 'Basel-Stadt', FR: 'Fribourg', GE: 'Geneva', GL: 'Glarus', GR: 'Graubünden', JU: 'Jura', LU: 'Lucerne',
    NE: 'Neuchâtel', NW: 'Nidwalden', OW: 'Obwalden', SG: 'St. Gallen', SH: 'Schaffhausen', SO: 'Solothurn',
    SZ: 'Schwyz', TG: 'Thurgau', TI: 'Ticino', UR: 'Uri', VD: 'Vaud', VS: 'Valais', ZG: 'Zug', ZH: 'Zurich',
  } as Record<Canton, string>, // prettier-ignore
  sorts: { newest: 'Newest first', commute: 'Shortest commute first', pay: 'Highest pay first' } as Record<
    JobSort,
    string
  >,
  kinds: { jumper: 'Jumper positions', permanent: 'Permanent positions' } as Record<JobKind, string>,
  /** A search's words, quoted. */
  search: (words: string) => `“${words}”`,
  /** The longest commute, and how it is travelled. */
  maxCommute: (minutes: number, mode: CommuteMode) =>
    `Up to ${minutes} min to work ${mode === 'transit' ? 'by public transport' : 'by car'}`,
  workload: (from: number, to: number) => (from === to ? `${from} % workload` : `${from}–${to} % workload`),
  /** From the amount as written ('25'). */
  minPay: (amount: string) => `At least CHF ${amount} / hour`,
  canton: (name: string) => `In ${name}`,
  /** From the date as written ('1 Dec 2026'). */
  startFrom: (date: string) => `Starting from ${date}`,
  startWithin: { 7: 'Starting within a week', 14: 'Starting within 2 weeks', 30: 'Starting within a month', 90: 'Starting within 3 months' } as Record<StartWithin, string>, // prettier-ignore
  germanUpToMyLevel: 'German up to my level',
};
export type JobCriteriaText = typeof jobCriteriaText;

/** The criteria's words in every language. */
export const jobCriteriaTranslations: Translations<JobCriteriaText> = {
  en: jobCriteriaText,
  load: {
    de: () => import('./locales/job-criteria/de'),
    fr: () => import('./locales/job-criteria/fr'),
    it: () => import('./locales/job-criteria/it'),
  },
};
