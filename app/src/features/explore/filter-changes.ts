import type { ExploreFilters, FilterName } from '../../lib/explore-url';

/** What only orders or measures the list: the order, the way of travel and the place measured from. */
const notNarrowing: readonly FilterName[] = ['commute_from', 'commute_mode', 'sort'];

/** The filters in force that narrow the list, in the order of the address. */
export function narrowingFilters(filters: ExploreFilters): FilterName[] {
  return (Object.keys(filters) as FilterName[]).filter(
    (name) => !notNarrowing.includes(name) && filters[name] !== undefined,
  );
}

/** Whether any filter narrows the list. */
export function narrowsList(filters: ExploreFilters): boolean {
  return narrowingFilters(filters).length > 0;
}

/** The filters loosened: none narrows the list; the order, the way of travel and the place measured from stay. */
export function loosened({ commute_from, commute_mode, sort }: ExploreFilters): ExploreFilters {
  return { commute_from, commute_mode, sort };
}

/** The filters without one of them; the others stay as the jumper set them. */
export function without(filters: ExploreFilters, name: FilterName): ExploreFilters {
  const kept = { ...filters };
  delete kept[name];
  return kept;
}
