import { startWithinChoices, workloadBounds, type JobFilterValue, type StartWithin } from '@jumpers/ui';
import type { ExploreFilters } from './explore-url';

const offeredStartWithin = (days: number | undefined) =>
  startWithinChoices.find((choice): choice is StartWithin => choice === days);

/**
 * The dashboard's filters (of the address, or kept by a job alert) as ui's filter panel edits them and its alert
 * summaries word them; a value the panel does not offer shows as none.
 */
export function toPanelFilters(filters: ExploreFilters): JobFilterValue {
  return {
    maxCommuteMinutes: filters.max_commute,
    commuteMode: filters.commute_mode ?? 'transit',
    workload: { from: filters.workload_min ?? workloadBounds.min, to: filters.workload_max ?? workloadBounds.max },
    minPayChf: filters.pay_min,
    canton: filters.canton,
    startFrom: filters.start_from,
    startWithinDays: offeredStartWithin(filters.start_within),
    germanUpToMyLevel: filters.max_german_level === 'mine',
    sort: filters.sort ?? 'newest',
  };
}

/**
 * The panel's filters for the address and the dashboard; the place the commutes are measured from is not the
 * panel's and stays. The whole workload range does not filter.
 */
export function fromPanelFilters(value: JobFilterValue, commuteFrom: string | undefined): ExploreFilters {
  return {
    commute_from: commuteFrom,
    commute_mode: value.commuteMode,
    max_commute: value.maxCommuteMinutes,
    workload_min: value.workload.from > workloadBounds.min ? value.workload.from : undefined,
    workload_max: value.workload.to < workloadBounds.max ? value.workload.to : undefined,
    pay_min: value.minPayChf,
    canton: value.canton,
    start_from: value.startFrom,
    start_within: value.startWithinDays,
    max_german_level: value.germanUpToMyLevel ? 'mine' : undefined,
    sort: value.sort,
  };
}
