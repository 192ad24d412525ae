import { formatAmount, formatDate } from './job-facts';
import type { JobCriteria } from './job-criteria';
import { workloadBounds } from './job-criteria';
import type { JobCriteriaText } from './job-criteria-text';

/**
 * A job alert's criteria as short phrases a person reads: the kind of job, the search words, then each filter
 * that narrows the list ('Jumper positions', '“forklift”', 'Up to 45 min to work', 'In Zurich').
 */
export function describeJobCriteria({ kind, search, filters }: JobCriteria, text: JobCriteriaText): string[] {
  const { workload } = filters;
  const narrowsWorkload = workload.from > workloadBounds.min || workload.to < workloadBounds.max;
  const phrases: (string | false | undefined)[] = [
    text.kinds[kind],
    search?.trim() && text.search(search.trim()),
    filters.maxCommuteMinutes !== undefined && text.maxCommute(filters.maxCommuteMinutes, filters.commuteMode),
    narrowsWorkload && text.workload(workload.from, workload.to),
    filters.minPayChf !== undefined && text.minPay(formatAmount(filters.minPayChf, text)),
    filters.canton && text.canton(text.cantons[filters.canton]),
    filters.startFrom && text.startFrom(formatDate(filters.startFrom, text)),
    filters.startWithinDays !== undefined && text.startWithin[filters.startWithinDays],
    filters.germanUpToMyLevel && text.germanUpToMyLevel,
  ];
  return phrases.filter((phrase): phrase is string => Boolean(phrase));
}
