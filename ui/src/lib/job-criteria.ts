import type { CommuteMode } from './job-facts';
import type { JobKind } from './jobs';

/**
 * What a jumper narrows Explore's list by, as the filter panel edits it and a job alert keeps it. Typed for ui; the
 * app maps it to the dashboard's query parameters. An absent value does not filter.
 */

/** The 26 cantons by their official two-letter codes. */
export const cantons = [
  'AG', 'AI', 'AR', 'BE', 'BL', 'BS', 'FR', 'GE', 'GL', 'GR', 'JU', 'LU', 'NE',
  'NW', 'OW', 'SG', 'SH', 'SO', 'SZ', 'TG', 'TI', 'UR', 'VD', 'VS', 'ZG', 'ZH',
] as const; // prettier-ignore
export type Canton = (typeof cantons)[number];

/** The longest commutes offered, in minutes. */
export const maxCommuteChoices = [15, 30, 45, 60, 90] as const;
export type MaxCommute = (typeof maxCommuteChoices)[number];

/** The minimum hourly pays offered, in CHF. */
export const minPayChoices = [20, 22, 25, 28, 30, 35, 40] as const;

/** How soon a job should start, in days from the start date (today when none is given). */
export const startWithinChoices = [7, 14, 30, 90] as const;
export type StartWithin = (typeof startWithinChoices)[number];

export type JobSort = 'newest' | 'commute' | 'pay';
export const jobSorts: readonly JobSort[] = ['newest', 'commute', 'pay'];

/** Workload percentages run from 10 to 100 in steps of 10. */
export const workloadBounds = { min: 10, max: 100, step: 10 } as const;

export interface JobFilterValue {
  maxCommuteMinutes?: MaxCommute;
  /** How the maximum commute and the commute sort travel: by public transport or by car. No filter of its own. */
  commuteMode: CommuteMode;
  /** Jobs whose workload lies within this range (percent). The whole range does not filter. */
  workload: { from: number; to: number };
  /** Jobs paying at least this per hour. */
  minPayChf?: number;
  canton?: Canton;
  /** Jobs starting on or after this day, `YYYY-MM-DD`. */
  startFrom?: string;
  /** Jobs starting at the latest this many days after today. */
  startWithinDays?: StartWithin;
  /** Jobs asking for no more German than the jumper speaks. */
  germanUpToMyLevel: boolean;
  sort: JobSort;
}

/** No filter, newest first: what Explore starts with, and what Reset returns to. */
export const defaultJobFilters: JobFilterValue = {
  commuteMode: 'transit',
  workload: { from: workloadBounds.min, to: workloadBounds.max },
  germanUpToMyLevel: false,
  sort: 'newest',
};

/**
 * How many filters narrow the list: the sort and the commute mode are none, and a start date and a start window count
 * as one.
 */
export function countActiveFilters(value: JobFilterValue) {
  return [
    value.maxCommuteMinutes !== undefined,
    value.workload.from > workloadBounds.min || value.workload.to < workloadBounds.max,
    value.minPayChf !== undefined,
    value.canton !== undefined,
    value.startFrom !== undefined || value.startWithinDays !== undefined,
    value.germanUpToMyLevel,
  ].filter(Boolean).length;
}

/** What a job alert watches: a kind of job, the search words and the filters. */
export interface JobCriteria {
  kind: JobKind;
  search?: string;
  filters: JobFilterValue;
}
