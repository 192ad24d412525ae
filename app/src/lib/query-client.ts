import { QueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { isSessionEnded } from '../api/query';
import { getSession } from '../session/session';

/**
 * The cache of server state for the jumper area. A failed load is shown at once with the screen's own way
 * to try again, not retried behind the user's back. An answer counts as current for half a minute, so that
 * the parts of one screen that mount one after the other (the profile's summary and its tab, a shared job
 * and its detail) share one request; saves invalidate or set what they changed, and a reload asks again.
 * Coming back to the browser tab does not reload what is on screen.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false } },
  });
}

let jumperArea: QueryClient | undefined;

/**
 * The one cache of the jumper area, shared by its pages and by the route loaders that start a page's first
 * request while the page's code is still on its way. Emptied when the jumper leaves the area (logging out,
 * an ended session), so that whoever signs in next starts with nothing cached.
 */
export function jumperAreaQueries() {
  return (jumperArea ??= createQueryClient());
}

/**
 * Starts a query the page about to show will ask for, so that its answer is on its way while the page's code
 * still loads; the page's own query then finds it under way instead of asking again. Only with a session:
 * without one the area's guard leads elsewhere, and the server would only refuse. A failure that no page saw
 * is not kept (but for an ended session): the page asks once itself, and shows what that answer says.
 */
export function prefetchForPage<Data, Key extends QueryKey>(query: FetchQueryOptions<Data, Error, Data, Key>) {
  if (getSession().status !== 'signed-in') return;
  const queries = jumperAreaQueries();
  queries.fetchQuery(query).catch((error: unknown) => {
    // An ended session is the area's to handle (shell/jumper-area.tsx): asking again would not help.
    if (isSessionEnded(error)) return;
    const failed = queries.getQueryCache().find({ queryKey: query.queryKey, exact: true });
    if (failed && failed.getObserversCount() === 0) queries.removeQueries({ queryKey: query.queryKey, exact: true });
  });
}
