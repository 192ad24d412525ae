import type { JobKind } from '@jumpers/ui';

/** What the explore screen shows, kept in the address so that back, forward, reload and shared links restore it. */
export interface ExploreState {
  kind: JobKind;
  page: number;
  search: string;
  /** The selected (or shared) job. */
  job: number | null;
}

function positiveInteger(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

export function readExploreState(params: URLSearchParams): ExploreState {
  return {
    kind: params.get('tab') === 'permanent' ? 'permanent' : 'jumper',
    page: positiveInteger(params.get('page')) ?? 1,
    search: (params.get('search') ?? '').trim().slice(0, 200),
    job: positiveInteger(params.get('job')),
  };
}

/** The query string of a state; defaults are left out, so the plain screen is plain `/jumper/explore`. */
export function exploreSearchParams(state: ExploreState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.kind === 'permanent') params.set('tab', 'permanent');
  if (state.page > 1) params.set('page', String(state.page));
  if (state.search) params.set('search', state.search);
  if (state.job !== null) params.set('job', String(state.job));
  return params;
}

/** The path of explore that opens one job: its detail, as a shared link or an application card leads to it. */
export function jobPath(kind: JobKind, jobId: number): string {
  return `/jumper/explore?${exploreSearchParams({ kind, page: 1, search: '', job: jobId })}`;
}

/** The address that opens one job, for sharing. */
export function jobLink(origin: string, kind: JobKind, jobId: number): string {
  return `${origin}${jobPath(kind, jobId)}`;
}
