import type { ExploreFilters } from '../../lib/explore-url';

/** Whether any filter narrows the list (the order, the way of travel and the place measured from do not). */
export function narrowsList(filters: ExploreFilters): boolean {
  const { commute_from: _from, commute_mode: _mode, sort: _sort, ...narrowing } = filters;
  return Object.values(narrowing).some((value) => value !== undefined);
}

/** The filters loosened: none narrows the list; the order, the way of travel and the place measured from stay. */
export function loosened({ commute_from, commute_mode, sort }: ExploreFilters): ExploreFilters {
  return { commute_from, commute_mode, sort };
}
