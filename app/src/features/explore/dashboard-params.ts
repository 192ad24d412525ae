import type { JobKind } from '@jumpers/ui';
import { definedFilters, type ExploreState } from '../../lib/explore-url';

/** Tiles, cards and the explore page all show this many jobs a page. */
export const perPage = 5;

/** How the job calls name the kind: jumper positions unless `permanent_job=true`. */
export const permanentQuery = (kind: JobKind) => (kind === 'permanent' ? { permanent_job: true } : {});

/**
 * The dashboard's query for what the explore screen shows: one page of one kind of job, matching the search and the
 * filters in the order asked. The one builder of it: the first visit's early request (first-request.ts) asks for
 * the same address as the page, so that the page takes that answer instead of asking again.
 */
export function dashboardParams({
  kind,
  page,
  search,
  filters,
}: Pick<ExploreState, 'kind' | 'page' | 'search' | 'filters'>) {
  return {
    page,
    per_page: perPage,
    ...permanentQuery(kind),
    ...(search ? { search } : {}),
    ...definedFilters(filters),
  };
}

/**
 * The saved-jobs query for one page of one kind, the last saved first. Search and filters do not apply to it; the
 * place typed for commutes does, so that a saved job's commute is the one its tile showed in the search.
 */
export const savedJobsParams = ({ kind, page, filters }: Pick<ExploreState, 'kind' | 'page' | 'filters'>) => ({
  page,
  per_page: perPage,
  ...permanentQuery(kind),
  ...(filters.commute_from ? { commute_from: filters.commute_from } : {}),
});

/** The call and query of what Explore lists at this state: the saved jobs, or the dashboard's search. */
export const explorePageRequest = (state: Omit<ExploreState, 'job'>) =>
  state.saved
    ? (['/api/v1/jumpers/saved_jobs', savedJobsParams(state)] as const)
    : (['/api/v1/jumpers/dashboard', dashboardParams(state)] as const);
