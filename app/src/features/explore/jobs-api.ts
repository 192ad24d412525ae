import { jobKind, type Job, type JobFactsData, type JobKind } from '@jumpers/ui';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { answered, ApiError } from '../../api/query';
import type { components } from '@jumpers/contract';
import { readExploreState, type ExploreState, type FilterName } from '../../lib/explore-url';
import { prefetchForPage } from '../../lib/query-client';
import { dashboardParams, permanentQuery, savedJobsParams } from './dashboard-params';
import { withTexts } from '../../i18n/messages';

type ApiJob = components['schemas']['JumperPosition'] | components['schemas']['PermanentJob'];
type FieldErrorCode = components['schemas']['FieldErrorCode'];
export type CommuteOrigin = components['schemas']['CommuteOrigin'];

/** What Explore shows of a job beyond ui's `Job`: its facts, whether it is saved, and where it is for the net-pay estimate. */
export interface JobExtras {
  facts: JobFactsData;
  saved: boolean;
  canton?: string;
  postalCode?: string;
}
export type ExploreJob = Job & JobExtras;

/** Whether the job came from Explore's calls (`toJob`), with its facts. */
export const hasExtras = (job: Job): job is ExploreJob => 'facts' in job;

/** The facts ui shows, from the API's fields; each one the job has no value for is left out. */
function factsOf(job: ApiJob): JobFactsData {
  const { pay_from_chf: from, pay_to_chf: to, pay_period: period, workload_from, workload_to } = job;
  return {
    pay: from !== null && period ? { fromChf: from, toChf: to ?? undefined, period } : undefined,
    workload: workload_from !== null ? { from: workload_from, to: workload_to ?? undefined } : undefined,
    startDate: job.start_date ?? undefined,
    publishedAt: job.created_at,
    commute: job.commute,
  };
}

/** The API's job as ui's components take it: the place and the full address written out once, and its facts. */
export function toJob(job: ApiJob): ExploreJob {
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
    is_open: job.is_open,
    facts: factsOf(job),
    saved: job.is_saved,
    canton: job.canton,
    postalCode: job.plz ?? undefined,
  };
  return 'job_name' in job ? { ...shared, job_name: job.job_name } : { ...shared, job_title: job.job_title };
}

export interface JobsPage {
  jobs: ExploreJob[];
  totalPages: number;
  /** Where the commutes are from; absent without a typed place or a home the list of towns knows. */
  commuteOrigin?: CommuteOrigin;
}

/** The dashboard refused some filters (422): why, for each filter it named. */
export class FiltersRefused extends ApiError {
  constructor(readonly fieldCodes: Partial<Record<FilterName, FieldErrorCode[]>>) {
    super(422);
    this.name = 'FiltersRefused';
  }
}

/**
 * One page of the jobs of one kind that the screen lists: the open jobs matching its search and filters, or in the
 * saved view the jumper's saved jobs, the last saved first.
 */
export const jobsPageQuery = (state: Omit<ExploreState, 'job'>) =>
  state.saved ? savedJobsPageQuery(state) : dashboardPageQuery(state);

const dashboardPageQuery = (state: Omit<ExploreState, 'job'>) => {
  const query = dashboardParams(state);
  return queryOptions({
    queryKey: ['/api/v1/jumpers/dashboard', query],
    queryFn: async ({ signal }): Promise<JobsPage> => {
      const { data, error, response } = await api.GET('/api/v1/jumpers/dashboard', { params: { query }, signal });
      if (response.status === 422 && error?.field_codes) throw new FiltersRefused(error.field_codes);
      if (!data) throw new ApiError(response.status);
      const jobs = (state.kind === 'permanent' ? data.data.permanent_jobs : data.data.jumper_positions) ?? [];
      return answered(
        { jobs: jobs.map(toJob), totalPages: data.data.total_pages, commuteOrigin: data.data.commute_origin },
        response,
      );
    },
  });
};

const savedJobsPageQuery = (state: Pick<ExploreState, 'kind' | 'page' | 'filters'>) => {
  const query = savedJobsParams(state);
  return queryOptions({
    queryKey: ['/api/v1/jumpers/saved_jobs', query],
    queryFn: async ({ signal }): Promise<JobsPage> => {
      const { data, response } = await api.GET('/api/v1/jumpers/saved_jobs', { params: { query }, signal });
      if (!data) throw new ApiError(response.status);
      const jobs = (state.kind === 'permanent' ? data.data.permanent_jobs : data.data.jumper_positions) ?? [];
      return answered(
        { jobs: jobs.map(toJob), totalPages: data.data.total_pages, commuteOrigin: data.data.commute_origin },
        response,
      );
    },
  });
};

/** The paths whose cached answers hold jobs with their saved mark. */
const jobListPaths = ['/api/v1/jumpers/dashboard', '/api/v1/jumpers/saved_jobs'] as const;

/**
 * Shows a job saved or not in every list and detail cached, at once: the toggle answers the press before the server
 * does (and is put back when the server refuses). A saved list on screen keeps an unsaved job until it is asked
 * again, so that a second press saves it back.
 */
export function showSaved(queryClient: QueryClient, chosen: Job, saved: boolean) {
  const kind = jobKind(chosen);
  const mark = (job: ExploreJob) => (job.id === chosen.id && jobKind(job) === kind ? { ...job, saved } : job);
  for (const path of jobListPaths) {
    queryClient.setQueriesData<JobsPage>(
      { queryKey: [path] },
      (page) => page && { ...page, jobs: page.jobs.map(mark) },
    );
  }
  queryClient.setQueriesData<ExploreJob | null>({ queryKey: ['/api/v1/jumpers/job/{id}'] }, (job) => job && mark(job));
  void queryClient.invalidateQueries({ queryKey: ['/api/v1/jumpers/saved_jobs'], refetchType: 'none' });
}

/** Saves a job to the jumper's saved jobs, or takes it off; both are idempotent on the server. */
export async function saveJob(job: Job, saved: boolean): Promise<void> {
  const options = { params: { path: { id: job.id }, query: permanentQuery(jobKind(job)) } };
  const { response } = saved
    ? await api.POST('/api/v1/jumpers/{id}/save_job', options)
    : await api.DELETE('/api/v1/jumpers/{id}/save_job', options);
  if (!response.ok) throw new ApiError(response.status);
}

/** The page of jobs a visit to this address shows, asked for while the page's code loads. */
export function prefetchJobsPage(url: URL) {
  prefetchForPage(jobsPageQuery(readExploreState(url.searchParams)));
}

/** One job as the job call answers it now, its commute from the place typed or the home; null when it is gone. */
export const jobQuery = (id: number, kind: JobKind, commuteFrom?: string) =>
  queryOptions({
    queryKey: ['/api/v1/jumpers/job/{id}', { id, kind, commuteFrom }],
    queryFn: async ({ signal }): Promise<ExploreJob | null> => {
      const { data, response } = await api.GET('/api/v1/jumpers/job/{id}', {
        params: {
          path: { id },
          query: { ...permanentQuery(kind), ...(commuteFrom ? { commute_from: commuteFrom } : {}) },
        },
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
  if (response.ok) return null;
  // The wording of refusals loads when one comes, not with the page: Explore's first visit stays light.
  const { serverMessage } = await withTexts(import('../../lib/server-error'));
  return serverMessage(error, response);
}
