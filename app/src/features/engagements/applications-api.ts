import type { ApplicationOutcome, EngagementJobKind } from '@jumpers/ui';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { answered, dataOf } from '../../api/query';
import type { components } from '@jumpers/contract';
import { prefetchForPage } from '../../lib/query-client';
import { applicationsParams, readEngagementsState } from './applications-params';

type Application = components['schemas']['AppliedJob'];

/** The jumper's applications with one outcome, for one kind of job. */
export const applicationsQuery = (outcome: ApplicationOutcome, kind: EngagementJobKind) =>
  queryOptions({
    queryKey: ['/api/v1/applied_jobs', { outcome, kind }],
    queryFn: async ({ signal }): Promise<Application[]> => {
      const call = api.GET('/api/v1/applied_jobs', { params: { query: applicationsParams(outcome, kind) }, signal });
      const { data } = await dataOf(call);
      return answered(data.data, (await call).response);
    },
  });

/** The list a visit to this address shows, asked for while the page's code loads. */
export function prefetchApplications(url: URL) {
  const { outcome, kind } = readEngagementsState(url.searchParams);
  prefetchForPage(applicationsQuery(outcome, kind));
}
