import type { paths } from '@jumpers/contract';
import type { JobKind } from '@jumpers/ui';

type DashboardQuery = NonNullable<paths['/api/v1/jumpers/dashboard']['get']['parameters']['query']>;

/**
 * The filters and order of the list, under the dashboard's own parameter names (docs/product-rules.md#finding-jobs),
 * so that the address, the request and a shared link say the same. An absent filter does not narrow the list.
 */
export type ExploreFilters = Pick<
  DashboardQuery,
  | 'commute_from'
  | 'commute_mode'
  | 'max_commute'
  | 'workload_min'
  | 'workload_max'
  | 'pay_min'
  | 'canton'
  | 'start_from'
  | 'start_within'
  | 'max_german_level'
  | 'sort'
>;
export type FilterName = keyof ExploreFilters;

/** What the explore screen shows, kept in the address so that back, forward, reload and shared links restore it. */
export interface ExploreState {
  kind: JobKind;
  page: number;
  search: string;
  filters: ExploreFilters;
  /** The selected (or shared) job. */
  job: number | null;
  /**
   * The jumper's saved jobs instead of the search's (`view=saved`); the search and filters stay in the address for
   * the way back.
   */
  saved: boolean;
}

function positiveInteger(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

const oneOf =
  <Choice extends string | number>(choices: readonly Choice[]) =>
  (value: string): Choice | undefined =>
    choices.find((choice) => String(choice) === value);

// A whole number, or one with up to two decimals where money allows it; the server checks the range.
const wholeNumber = (value: string) => (/^\d{1,4}$/.test(value) ? Number(value) : undefined);
const amount = (value: string) => (/^\d{1,4}(\.\d{1,2})?$/.test(value) ? Number(value) : undefined);

/**
 * How each filter is read from the address. Values outside the contract's choices are left out (only an edited link
 * has them, and `unreadableFilters` names them); numbers are read as numbers and their ranges left to the server,
 * whose refusal names the filter.
 */
const filterReaders: { [Name in FilterName]-?: (value: string) => ExploreFilters[Name] | undefined } = {
  commute_from: (value) => value.trim().slice(0, 200) || undefined,
  commute_mode: oneOf(['transit', 'driving'] as const),
  max_commute: oneOf([15, 30, 45, 60, 90] as const),
  workload_min: wholeNumber,
  workload_max: wholeNumber,
  pay_min: amount,
  // prettier-ignore
  canton: oneOf(['AG', 'AI', 'AR', 'BE', 'BL', 'BS', 'FR', 'GE', 'GL', 'GR', 'JU', 'LU', 'NE', 'NW', 'OW', 'SG', 'SH',
    'SO', 'SZ', 'TG', 'TI', 'UR', 'VD', 'VS', 'ZG', 'ZH'] as const),
  start_from: (value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined),
  start_within: wholeNumber,
  max_german_level: oneOf(['none', 'beginner', 'intermediate', 'advanced', 'native', 'mine'] as const),
  sort: oneOf(['newest', 'commute', 'pay'] as const),
};
const filterNames = Object.keys(filterReaders) as FilterName[];

/** What the dashboard does when a parameter is absent: saying it changes nothing, so it is left out. */
const dashboardDefaults: ExploreFilters = { commute_mode: 'transit', sort: 'newest' };

/**
 * The filters that say something: without those left empty or at the dashboard's default, in the order of
 * `filterReaders`, so that equal filters make equal addresses and requests.
 */
export function definedFilters(filters: ExploreFilters): ExploreFilters {
  const defined: Record<string, unknown> = {};
  for (const name of filterNames) {
    const value = filters[name];
    if (value !== undefined && value !== dashboardDefaults[name]) defined[name] = value;
  }
  return defined as ExploreFilters;
}

/**
 * The filters that the address names with a value it cannot be read as (a link edited by hand, or from an older
 * version): they are left out of the list's filters, and the page says so rather than dropping them in silence.
 */
export function unreadableFilters(params: URLSearchParams): FilterName[] {
  return filterNames.filter((name) => {
    const raw = params.get(name);
    return raw !== null && raw.trim() !== '' && filterReaders[name](raw) === undefined;
  });
}

export function readExploreState(params: URLSearchParams): ExploreState {
  const filters: Record<string, unknown> = {};
  for (const name of filterNames) {
    const raw = params.get(name);
    const value = raw === null ? undefined : filterReaders[name](raw);
    if (value !== undefined) filters[name] = value;
  }
  return {
    kind: params.get('tab') === 'permanent' ? 'permanent' : 'jumper',
    page: positiveInteger(params.get('page')) ?? 1,
    search: (params.get('search') ?? '').trim().slice(0, 200),
    filters: definedFilters(filters),
    job: positiveInteger(params.get('job')),
    saved: params.get('view') === 'saved',
  };
}

/** The query string of a state; defaults are left out, so the plain screen is plain `/jumper/explore`. */
export function exploreSearchParams(state: ExploreState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.saved) params.set('view', 'saved');
  if (state.kind === 'permanent') params.set('tab', 'permanent');
  if (state.page > 1) params.set('page', String(state.page));
  if (state.search) params.set('search', state.search);
  for (const [name, value] of Object.entries(definedFilters(state.filters))) params.set(name, String(value));
  if (state.job !== null) params.set('job', String(state.job));
  return params;
}

/** The path of explore that opens one job: its detail, as a shared link or an application card leads to it. */
export function jobPath(kind: JobKind, jobId: number): string {
  return `/jumper/explore?${exploreSearchParams({ kind, page: 1, search: '', filters: {}, job: jobId, saved: false })}`;
}

/** The address that opens one job, for sharing. */
export function jobLink(origin: string, kind: JobKind, jobId: number): string {
  return `${origin}${jobPath(kind, jobId)}`;
}
