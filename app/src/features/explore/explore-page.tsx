import {
  Banner,
  Button,
  ExploreLayout,
  JobDetail,
  jobKind,
  jobTitle,
  LoadingOverlay,
  toast,
  type Job,
  type JobKind,
} from '@jumpers/ui';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useText } from '../../i18n/catalog';
import type { ApplyFlowComponent } from '../../lib/apply-flow';
import { jobMapText } from '../../lib/job-map-text';
import { exploreSearchParams, jobLink, readExploreState, type ExploreState } from './explore-url';
import { fetchJob, fetchJobs, markNotInterested } from './jobs-api';
import { exploreText } from './messages';

/** The last answer, and which request (kind, page, search, reload) it answered. */
type JobsState = { key: string; status: 'ready' | 'failed'; jobs: Job[]; totalPages: number };

/** The job call's answer for the job on screen, so the detail shows what the server says now. */
function useLoadedJob(job: Job | null) {
  const [loaded, setLoaded] = useState<Job | null>(null);
  const id = job?.id;
  const kind = job ? jobKind(job) : undefined;
  useEffect(() => {
    if (id === undefined || kind === undefined) return;
    let cancelled = false;
    fetchJob(id, kind)
      .then((answer) => {
        if (!cancelled && answer) setLoaded(answer);
      })
      // The tile's own data stays on screen; the next selection tries again.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [id, kind]);
  return loaded && loaded.id === id && job && jobKind(loaded) === jobKind(job) ? loaded : job;
}

/** `/jumper/explore`: the two kinds of position, search, pages, and the detail of the selected job. */
export function ExplorePage({ applyFlow: ApplyFlow }: { applyFlow: ApplyFlowComponent }) {
  const text = useText(exploreText);
  const [params, setParams] = useSearchParams();
  const state = readExploreState(params);
  const [draftSearch, setDraftSearch] = useState(state.search);
  const [syncedSearch, setSyncedSearch] = useState(state.search);
  const [list, setList] = useState<JobsState>({ key: '', status: 'ready', jobs: [], totalPages: 0 });
  const [loadedOnce, setLoadedOnce] = useState(false);
  const [reload, setReload] = useState(0);
  const [applying, setApplying] = useState<Job | null>(null);
  const [sharedJob, setSharedJob] = useState<{ id: number; job: Job | null } | null>(null);

  const navigateTo = useCallback(
    (next: Partial<ExploreState>, options: { replace?: boolean } = {}) =>
      setParams((current) => exploreSearchParams({ ...readExploreState(current), ...next }), options),
    [setParams],
  );

  // Back and forward change the address: the search box follows it.
  if (syncedSearch !== state.search) {
    setSyncedSearch(state.search);
    setDraftSearch(state.search);
  }

  const { kind, page, search } = state;
  const requestKey = JSON.stringify([kind, page, search, reload]);
  const loading = list.key !== requestKey;
  useEffect(() => {
    let cancelled = false;
    fetchJobs(kind, page, search)
      .then(({ jobs, totalPages }) => {
        if (cancelled) return;
        setList({ key: requestKey, status: 'ready', jobs, totalPages });
        setLoadedOnce(true);
      })
      .catch(() => {
        if (cancelled) return;
        setList((current) => ({ ...current, key: requestKey, status: 'failed' }));
        // After the first load the list stays as it was, and the search text with it.
        if (loadedOnce) toast.error(text.tryAgain);
      });
    return () => {
      cancelled = true;
    };
    // requestKey stands for kind, page, search and reload; loadedOnce and the text only decide how a failure is told.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey]);

  // A shared link names a job that is not on this page: it is loaded on its own.
  const selectedOnPage = list.jobs.some((job) => job.id === state.job);
  const sharedId = !loading && list.status === 'ready' && state.job !== null && !selectedOnPage ? state.job : null;
  useEffect(() => {
    if (sharedId === null) return;
    let cancelled = false;
    fetchJob(sharedId, kind)
      .then((job) => !cancelled && setSharedJob({ id: sharedId, job }))
      .catch(() => !cancelled && toast.error(text.tryAgain));
    return () => {
      cancelled = true;
    };
  }, [sharedId, kind, text.tryAgain]);

  async function notInterested(job: Job) {
    try {
      await markNotInterested(job);
      toast.success(text.notInterestedDone);
      setList((current) => ({ ...current, jobs: current.jobs.filter((each) => each.id !== job.id) }));
      if (state.job === job.id) navigateTo({ job: null }, { replace: true });
      setReload((count) => count + 1);
    } catch {
      toast.error(text.tryAgain);
    }
  }

  async function share(job: Job) {
    const url = jobLink(window.location.origin, jobKind(job), job.id);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: jobTitle(job), url });
        return;
      } catch (error) {
        // The user closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(text.linkCopied);
    } catch {
      toast.error(text.copyThisLink(url));
    }
  }

  const renderDetail = (job: Job) => (
    <LoadedJobDetail
      job={job}
      text={text}
      onApply={setApplying}
      onNotInterested={(chosen) => void notInterested(chosen)}
      onShare={(chosen) => void share(chosen)}
    />
  );

  const showShared = sharedId !== null;
  const labels = { ...text.layout, noJobs: search ? text.noResult : text.layout.noJobs };

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{text.title}</h1>
      {showShared ? (
        <section aria-label={text.sharedJob} className="flex flex-col gap-4">
          <Button variant="outline" className="self-start" onClick={() => navigateTo({ job: null })}>
            {text.showAllJobs}
          </Button>
          <LoadingOverlay loading={sharedJob?.id !== sharedId} label={text.loadingJob} className="min-h-40">
            {sharedJob?.id === sharedId &&
              (sharedJob.job ? renderDetail(sharedJob.job) : <Banner variant="warning">{text.sharedJobGone}</Banner>)}
          </LoadingOverlay>
        </section>
      ) : (
        <ExploreLayout
          kind={kind}
          onKindChange={(next: JobKind) => navigateTo({ kind: next, page: 1, job: null })}
          jobs={list.jobs}
          selectedJobId={state.job}
          onSelectedJobIdChange={(job) => navigateTo({ job }, { replace: true })}
          renderDetail={renderDetail}
          page={page}
          totalPages={list.totalPages}
          onPageChange={(next) => navigateTo({ page: next, job: null })}
          search={draftSearch}
          onSearchChange={setDraftSearch}
          onSearch={(next) => {
            if (next === search) setReload((count) => count + 1);
            else navigateTo({ search: next, page: 1, job: null });
          }}
          loading={loading}
          error={!loadedOnce && list.status === 'failed' ? text.firstLoadFailed : undefined}
          labels={labels}
        />
      )}
      {applying && (
        <Suspense fallback={<LoadingOverlay loading cover="screen" label={text.openingApplication} />}>
          <ApplyFlow job={applying} onClose={() => setApplying(null)} />
        </Suspense>
      )}
    </main>
  );
}

function LoadedJobDetail({
  job,
  text,
  onApply,
  onNotInterested,
  onShare,
}: {
  job: Job;
  text: (typeof exploreText)['en'];
  onApply: (job: Job) => void;
  onNotInterested: (job: Job) => void;
  onShare: (job: Job) => void;
}) {
  const shown = useLoadedJob(job) ?? job;
  const mapText = useText(jobMapText);
  return (
    <JobDetail
      job={shown}
      labels={text.detail}
      mapProps={mapText}
      onApply={onApply}
      onNotInterested={onNotInterested}
      onShare={onShare}
    />
  );
}
