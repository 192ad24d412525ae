import { QueryClient } from '@tanstack/react-query';

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
