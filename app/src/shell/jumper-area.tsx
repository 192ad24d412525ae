import { queryOptions, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { api, handleUnauthorized } from '../api/client';
import { dataOf } from '../api/query';
import { forgetOfflineReading } from '../lib/offline-reading';
import { jumperAreaQueries } from '../lib/query-client';
import { publishUnreadApplications } from '../lib/unread-applications';
import { signInAfterSessionEnded } from '../session/guards';
import { getSession } from '../session/session';

const unreadApplicationsQuery = queryOptions({
  queryKey: ['/api/v1/applied_jobs/unread'],
  queryFn: async ({ signal }) => (await dataOf(api.GET('/api/v1/applied_jobs/unread', { signal }))).data.count,
});

/** Keeps the navigation's marker on Engagements in step with the server (engagements marks changes seen). */
function UnreadApplications() {
  const { data: count = 0 } = useQuery(unreadApplicationsQuery);
  useEffect(() => publishUnreadApplications(count), [count]);
  // Leaving the area (logging out) takes the marker with it.
  useEffect(() => () => publishUnreadApplications(0), []);
  return null;
}

/**
 * The pages of `/jumper/*`, under the one cache of server state. It loads with the first of them, so the
 * public pages never download the query library. The cache lasts as long as the visit: logging out or an
 * ended session leaves the area, and whoever signs in next starts with nothing cached.
 */
export function JumperArea() {
  const queryClient = jumperAreaQueries();
  const navigate = useNavigate();
  const location = useLocation();

  // A call of any page, a load or a save, that the server refuses for the session (ended by a password
  // reset or a log-out elsewhere) leads to sign-in, which says so and comes back here afterwards. The first
  // page's data is asked for before the area shows: if that refusal came first, the session is gone already.
  useEffect(() => {
    const sessionEnded = () => {
      const { to, state } = signInAfterSessionEnded(location);
      void navigate(to, { replace: true, state });
    };
    if (getSession().status === 'none') sessionEnded();
    return handleUnauthorized(sessionEnded);
  }, [navigate, location]);

  // Leaving the area (logging out, an ended session) forgets every answer, those kept for offline reading too: the
  // next jumper starts afresh.
  useEffect(
    () => () => {
      queryClient.clear();
      void forgetOfflineReading();
    },
    [queryClient],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <UnreadApplications />
      <Outlet />
    </QueryClientProvider>
  );
}
