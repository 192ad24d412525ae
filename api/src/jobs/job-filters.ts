import type { Point, TravelMode } from '@jumpers/rules/travel-estimate';
import { asc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { jobs } from '../db/schema';
import { commuteCandidatesSql, commuteMinutes, commuteMinutesSql, commuteWithinSql } from './commute';
import type { GermanLevel } from './jobs-data';

/** The dashboard's filters (docs/product-rules.md#finding-jobs); each one left out keeps every job. */
export type JobFilters = {
  /** Minutes, as the commute shows them; needs `JobSearch.commute`. */
  maxCommute?: number | undefined;
  /** Percent: the job's workload reaches it. */
  workloadMin?: number | undefined;
  /** Percent: the job's workload starts at or below it. */
  workloadMax?: number | undefined;
  /** CHF an hour, the top of the job's pay range (jobs.pay_hourly_chf). */
  payMin?: number | undefined;
  canton?: string | undefined;
  /** YYYY-MM-DD: starts on or after it, or by arrangement. */
  startFrom?: string | undefined;
  /** YYYY-MM-DD: starts on or before it, or by arrangement. */
  startUntil?: string | undefined;
  /** Asks for at most this level of German, or does not say. */
  maxGermanLevel?: GermanLevel | undefined;
};

export type JobSort = 'newest' | 'commute' | 'pay';

/** What orders and filters a dashboard beyond its kind and search: the filters, the order, the commute's origin. */
export type JobSearch = {
  filters: JobFilters;
  sort: JobSort;
  /** Where commutes start and how they travel; needed by `maxCommute` and the commute order. */
  commute?: { origin: Point; mode: TravelMode } | undefined;
};

/** True when the search asks for more than the open jobs newest first. */
export function narrowsOrReorders(search: JobSearch): boolean {
  return search.sort !== 'newest' || Object.values(search.filters).some((value) => value !== undefined);
}

/**
 * The filters as conditions on jobs. Of the commute, only the candidates that an index can find: the commute itself
 * is a column of the query (`commuteOf`).
 */
export function filterConditions({ filters, commute }: JobSearch): SQL[] {
  const conditions: (SQL | undefined)[] = [
    filters.maxCommute === undefined || !commute
      ? undefined
      : commuteCandidatesSql(commute.origin, commute.mode, filters.maxCommute),
    filters.workloadMin === undefined ? undefined : gte(jobs.workloadTo, filters.workloadMin),
    filters.workloadMax === undefined ? undefined : lte(jobs.workloadFrom, filters.workloadMax),
    filters.payMin === undefined ? undefined : gte(jobs.payHourlyChf, filters.payMin),
    filters.canton === undefined ? undefined : eq(jobs.canton, filters.canton),
    filters.startFrom === undefined ? undefined : or(isNull(jobs.startDate), gte(jobs.startDate, filters.startFrom)),
    filters.startUntil === undefined ? undefined : or(isNull(jobs.startDate), lte(jobs.startDate, filters.startUntil)),
    filters.maxGermanLevel === undefined
      ? undefined
      : or(isNull(jobs.requiredGermanLevel), lte(jobs.requiredGermanLevel, filters.maxGermanLevel)),
  ];
  return conditions.filter((condition) => condition !== undefined);
}

/** The commute minutes that a search's conditions and order use (`commuteMinutes`), and its conditions on them. */
export type CommuteColumn = { minutes: SQL<number>; where: SQL[] };

/** The commute of a search that filters or orders by it; undefined for one that does neither. */
export function commuteOf({ filters, sort, commute }: JobSearch): CommuteColumn | undefined {
  if (!commute || (filters.maxCommute === undefined && sort !== 'commute')) return undefined;
  return {
    minutes: commuteMinutesSql(commute.origin, commute.mode),
    where: filters.maxCommute === undefined ? [] : [commuteWithinSql(filters.maxCommute)],
  };
}

/** "nulls last" as in the index jobs_open_by_kind_newest_with_facts, which the newest-first reads walk. */
export const newestFirst = [sql`${jobs.publishedAt} desc nulls last`, sql`${jobs.id} desc nulls last`];

/** The order of the search, newest first among equals. */
export function orderOf({ sort, commute }: JobSearch): SQL[] {
  if (sort === 'commute' && commute) return [asc(commuteMinutes), ...newestFirst];
  if (sort === 'pay') return [sql`${jobs.payHourlyChf} desc nulls last`, ...newestFirst];
  return newestFirst;
}
