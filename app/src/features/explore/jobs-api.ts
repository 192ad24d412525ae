import { jobKind, type Job, type JobKind } from '@jumpers/ui';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { ApiError, dataOf } from '../../api/query';
import type { components } from '@jumpers/contract';
import { readExploreState } from '../../lib/explore-url';
import { prefetchForPage } from '../../lib/query-client';
import { serverMessage } from '../../lib/server-error';

type ApiJob = components['schemas']['JumperPosition'] | components['schemas']['PermanentJob'];

/** Tiles, cards and the explore page all show this many jobs a page. */
export const perPage = 5;

/** The API's job as ui's components take it: the place and the full address written out once. */
export function toJob(job: ApiJob): Job {
  const place = [job.plz, job.city].filter(Boolean).join(' ');
  const shared = {
    id: job.id,
    job_description: job.job_description,
    latitude: job.latitude,
    longitude: job.longitude,
    is_applied: job.is_applied,
    company_name: job.company_name,
    place,
    address: [job.address, place].filter(Boolean).join(', '),
    required_experience: job.required_experience ?? undefined,
    required_german_level: job.required_german_level ?? undefined,
  };
  return 'job_name' in job ? { ...shared, job_name: job.job_name } : { ...shared, job_title: job.job_title };
}

const permanentQuery = (kind: JobKind) => (kind === 'permanent' ? { permanent_job: true } : {});

export interface JobsPage {
  jobs: Job[];
  totalPages: number;
}

/** One page of open jobs of one kind, matching a search if there is one. */
export const jobsPageQuery = (kind: JobKind, page: number, search: string) =>
  queryOptions({
    queryKey: ['/api/v1/jumpers/dashboard', { kind, page, search }],
    queryFn: async ({ signal }): Promise<JobsPage> => {
      const { data } = await dataOf(
        api.GET('/api/v1/jumpers/dashboard', {
          params: { query: { page, per_page: perPage, ...permanentQuery(kind), ...(search ? { search } : {}) } },
          signal,
        }),
      );
      const jobs = (kind === 'permanent' ? data.permanent_jobs : data.jumper_positions) ?? [];
      return { jobs: jobs.map(toJob), totalPages: data.total_pages };
    },
  });

/** The page of jobs a visit to this address shows, asked for while the page's code loads. */
export function prefetchJobsPage(url: URL) {
  const { kind, page, search } = readExploreState(url.searchParams);
  prefetchForPage(jobsPageQuery(kind, page, search));
}

/** One job as the job call answers it now; null when it no longer exists. */
export const jobQuery = (id: number, kind: JobKind) =>
  queryOptions({
    queryKey: ['/api/v1/jumpers/job/{id}', { id, kind }],
    queryFn: async ({ signal }): Promise<Job | null> => {
      const { data, response } = await api.GET('/api/v1/jumpers/job/{id}', {
        params: { path: { id }, query: permanentQuery(kind) },
        signal,
      });
      if (response.status === 404) return null;
      if (!data) throw new ApiError(response.status);
      return toJob(data.data);
    },
  });

export async function markNotInterested(job: Job): Promise<void> {
  const { response } = await api.POST('/api/v1/jumpers/{id}/add_not_interested', {
    params: { path: { id: job.id }, query: permanentQuery(jobKind(job)) },
  });
  if (!response.ok) throw new Error('Not interested was not saved.');
}

/**
 * Takes back Not Interested (Undo): the job shows on the dashboard again. Resolves to null when done, else to the
 * failure in the user's words where the server explained it (nothing to undo), or undefined.
 */
export async function takeBackNotInterested(job: Job): Promise<string | undefined | null> {
  const { error, response } = await api.DELETE('/api/v1/jumpers/{id}/add_not_interested', {
    params: { path: { id: job.id }, query: permanentQuery(jobKind(job)) },
  });
  return response.ok ? null : serverMessage(error, response);
}
