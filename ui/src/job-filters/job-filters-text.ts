import { jobCriteriaGermanText, jobCriteriaText } from '../lib/job-criteria-text';
import type { StartWithin } from '../lib/job-criteria';
import type { CommuteMode } from '../lib/job-facts';

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

/** The same in German (formal "Sie", Swiss spelling). */
export const jobFiltersGermanText: JobFiltersText = {
  ...jobCriteriaGermanText,
  title: 'Filter',
  openFilters: (count) => (count === 0 ? 'Filter' : `Filter (${count})`),
  activeCount: (count) =>
    count === 0 ? 'Keine Filter aktiv' : count === 1 ? '1 Filter aktiv' : `${count} Filter aktiv`,
  maxCommuteField: 'Längster Arbeitsweg',
  anyCommute: 'Egal',
  commuteChoice: (minutes) => `${minutes} Min.`,
  commuteModeField: 'Unterwegs',
  commuteModes: { transit: 'Mit dem ÖV', driving: 'Mit dem Auto' },
  commuteNeedsHome: 'Geben Sie Ihre Wohnadresse an, um nach Arbeitsweg zu filtern und zu sortieren.',
  workloadField: 'Pensum',
  workloadFrom: 'Kleinstes Pensum',
  workloadTo: 'Grösstes Pensum',
  percent: (value) => `${value} %`,
  minPayField: 'Mindestlohn',
  anyPay: 'Jeder Lohn',
  payChoice: (amount) => `CHF ${amount} / Stunde`,
  cantonField: 'Kanton',
  allCantons: 'Alle Kantone',
  startFromField: 'Beginn am oder nach dem',
  startWithinField: 'Beginn innert',
  anyStart: 'Jederzeit',
  startWithinChoices: { 7: '1 Woche', 14: '2 Wochen', 30: '1 Monat', 90: '3 Monaten' },
  germanField: 'Deutsch bis zu meinem Niveau',
  germanHint: 'Nur Stellen, die nicht mehr Deutsch verlangen, als Sie sprechen.',
  sortField: 'Sortieren nach',
  apply: 'Anwenden',
  reset: 'Zurücksetzen',
  close: 'Schliessen',
};
