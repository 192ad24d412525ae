import type { operations } from '@jumpers/contract';
import type { Database } from '../db/database';
import { fieldError } from '../http/errors';
import { findSwissPlace, type CommuteOrigin } from './commute';
import { jobBoardOf, type DashboardQuery, type JumperMarks } from './job-board';
import type { JobSearch } from './job-filters';

/**
 * Where the request's commutes start: the typed place (a 422 when it is not a Swiss town), else the jumper's home
 * when the towns know it, else nowhere (docs/product-rules.md#finding-jobs).
 */
export function commuteOrigin(
  typed: string | undefined,
  marks: JumperMarks,
  field = 'commute_from',
): CommuteOrigin | null {
  if (typed !== undefined) {
    const found = findSwissPlace(typed);
    if (!found) {
      throw fieldError(
        field,
        'We could not find this place in Switzerland. Please enter a Swiss town or its PLZ and name.',
        422,
        'place_not_found',
      );
    }
    return { source: 'place', ...found };
  }
  const home = marks.home === null ? null : findSwissPlace(marks.home);
  return home && { source: 'home', ...home };
}

/**
 * What the dashboard's query parameters (the contract's names) ask for, without the page: a dashboard request's, or
 * a job alert's criteria, which are stored in this form so that an alert matches with the dashboard's own query.
 */
export type DashboardParameters = Omit<
  NonNullable<operations['getDashboard']['parameters']['query']>,
  'page' | 'per_page'
>;

/** Today in Switzerland plus some days, as YYYY-MM-DD. */
function swissDayAfter(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The dashboard's filters and order from its parameters, checked beyond what the contract checks. */
function jobSearchOf(
  query: DashboardParameters,
  origin: CommuteOrigin | null,
  marks: JumperMarks,
  fieldPrefix: string,
): JobSearch {
  const sort = query.sort ?? 'newest';
  if (query.workload_min !== undefined && query.workload_max !== undefined && query.workload_min > query.workload_max) {
    throw fieldError(
      `${fieldPrefix}workload_min`,
      'The lowest workload cannot be above the highest.',
      422,
      'min_above_max',
    );
  }
  const needsCommute = query.max_commute !== undefined || sort === 'commute';
  if (needsCommute && !origin) {
    throw fieldError(
      `${fieldPrefix}commute_from`,
      'Please enter a place to travel from, or add your address to your personal details.',
      422,
      'commute_origin_required',
    );
  }
  return {
    filters: {
      maxCommute: query.max_commute,
      workloadMin: query.workload_min,
      workloadMax: query.workload_max,
      payMin: query.pay_min,
      canton: query.canton,
      startFrom: query.start_from,
      startUntil: query.start_within === undefined ? undefined : swissDayAfter(query.start_within),
      maxGermanLevel: query.max_german_level === 'mine' ? marks.german : query.max_german_level,
    },
    sort,
    commute: needsCommute && origin ? { origin: origin.point, mode: query.commute_mode ?? 'transit' } : undefined,
  };
}

/**
 * The dashboard query of a jumper for the parameters (a dashboard request's, or a job alert's criteria) and a page,
 * with the commute origin it works from. The one place where parameters become a query, so that the dashboard and
 * the alerts filter alike. A combination the contract cannot refuse is a 422 naming the parameter (behind
 * `fieldPrefix`, where the parameters sit in a body).
 */
export async function dashboardQueryOf(
  db: Database,
  userId: string,
  parameters: DashboardParameters,
  page: { page: number; perPage: number },
  fieldPrefix = '',
): Promise<{ query: DashboardQuery; origin: CommuteOrigin | null }> {
  const marks = await jobBoardOf(db).marksOf(userId);
  const origin = commuteOrigin(parameters.commute_from, marks, `${fieldPrefix}commute_from`);
  const jobSearch = jobSearchOf(parameters, origin, marks, fieldPrefix);
  return {
    query: {
      userId,
      kind: parameters.permanent_job ? 'permanent' : 'jumper',
      search: parameters.search,
      jobSearch,
      ...page,
    },
    origin,
  };
}
