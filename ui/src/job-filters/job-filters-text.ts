import { jobCriteriaText } from '../lib/job-criteria-text';
import type { StartWithin } from '../lib/job-criteria';
import type { CommuteMode } from '../lib/job-facts';
import type { Translations } from '../lib/translations';

/** The filter panel's words in English; an app can read them without loading the panel. */
export const jobFiltersText = {
  ...jobCriteriaText,
  title: 'Filters',
  /** The button that opens the filters on a small screen, with the number of active filters. */
  openFilters: (count: number) => (count === 0 ? 'Filters' : `Filters (${count})`),
  /** Announced when the number of active filters changes. */
  activeCount: (count: number) =>
    count === 0 ? 'No filters active' : count === 1 ? '1 filter active' : `${count} filters active`,
  maxCommuteField: 'Maximum commute',
  anyCommute: 'Any',
  commuteChoice: (minutes: number) => `${minutes} min`,
  commuteModeField: 'Travelling',
  commuteModes: { transit: 'By public transport', driving: 'By car' } as Record<CommuteMode, string>,
  /** Under the commute choices when there is no home to measure from. */
  commuteNeedsHome: 'Set your home to filter and sort by commute.',
  workloadField: 'Workload',
  workloadFrom: 'Minimum workload',
  workloadTo: 'Maximum workload',
  percent: (value: number) => `${value} %`,
  minPayField: 'Minimum pay',
  anyPay: 'Any pay',
  /** From the amount as written ('25'). */
  payChoice: (amount: string) => `CHF ${amount} / hour`,
  cantonField: 'Canton',
  allCantons: 'All cantons',
  startFromField: 'Starts on or after',
  startWithinField: 'Starts within',
  anyStart: 'Any time',
  startWithinChoices: { 7: '1 week', 14: '2 weeks', 30: '1 month', 90: '3 months' } as Record<StartWithin, string>,
  germanField: 'German up to my level',
  germanHint: 'Only jobs that ask for no more German than you speak.',
  sortField: 'Sort by',
  apply: 'Apply',
  reset: 'Reset',
  close: 'Close',
};
export type JobFiltersText = typeof jobFiltersText;

/** The filter panel's words in every language. */
export const jobFiltersTranslations: Translations<JobFiltersText> = {
  en: jobFiltersText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};
