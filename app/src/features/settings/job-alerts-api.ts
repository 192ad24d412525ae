import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { dataOf } from '../../api/query';

/** The jumper's job alerts, the newest first. */
export const jobAlertsQuery = queryOptions({
  queryKey: ['/api/v1/job_alerts'],
  queryFn: async ({ signal }) => (await dataOf(api.GET('/api/v1/job_alerts', { signal }))).data,
});
