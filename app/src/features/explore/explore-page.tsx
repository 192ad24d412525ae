import {
  Banner,
  Button,
  ExploreLayout,
  JobDetail,
  jobKind,
  jobTitle,
  LoadingOverlay,
  toast,
  type ApplyStep,
  type Job,
  type JobKind,
} from '@jumpers/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { invalidatePaths } from '../../api/query';
import { textNow, useText } from '../../i18n/catalog';
import type { ApplyFlowComponent } from '../../lib/apply-flow';
import { useHistorySteps } from '../../lib/history-steps';
import { useJobMapProps } from '../../lib/job-map-text';
import { exploreSearchParams, jobLink, readExploreState, type ExploreState } from '../../lib/explore-url';
import { useFailureToast } from '../../lib/use-failure-toast';
import { jobQuery, jobsPageQuery, markNotInterested, takeBackNotInterested, type JobsPage } from './jobs-api';
import { exploreText } from './messages';

/**
 * The job call's answer for the job on screen, so the detail shows what the server says now. The tile's
 * own data stays on screen until then, and when the call fails or the job is gone.
 */
function useLoadedJob(job: Job) {
  const { data } = useQuery(jobQuery(job.id, jobKind(job)));
  return data ?? job;
}

/** `/jumper/explore`: the two kinds of position, search, pages, and the detail of the selected job. */
export function ExplorePage({ applyFlow: ApplyFlow }: { applyFlow: ApplyFlowComponent }) {
  const text = useText(exploreText);
  const [params, setParams] = useSearchParams();
  const state = readExploreState(params);
  const [draftSearch, setDraftSearch] = useState(state.search);
  const [syncedSearch, setSyncedSearch] = useState(state.search);
  const [applying, setApplying] = useState<Job | null>(null);
  // Each step of the apply flow is an entry of the browser's history: Back goes one step back.
  const applySteps = useHistorySteps<ApplyStep>(5);
  const queryClient = useQueryClient();
  // An Undo pressed after leaving explore must not change the address of another page.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

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
  // The page on screen stays while the next one loads.
  const jobs = useQuery({ ...jobsPageQuery(kind, page, search), placeholderData: keepPreviousData });
  // A page that fails leaves the last one that loaded on screen, and the words in the search box with it.
  const [lastLoaded, setLastLoaded] = useState<JobsPage>();
  if (jobs.data && !jobs.isPlaceholderData && jobs.data !== lastLoaded) setLastLoaded(jobs.data);
  const list = jobs.data ?? lastLoaded;
  const loading = jobs.isFetching;
  // Before any page loaded, the failure is the page's message instead.
  useFailureToast(jobs, () => textNow(exploreText).tryAgain, lastLoaded !== undefined);

  // A shared link names a job that is not on this page: it is loaded on its own. A page being asked again
  // (after Not Interested or an application) keeps it on screen.
  const pageLoaded = jobs.data !== undefined && !jobs.isPlaceholderData;
  const selectedOnPage = list?.jobs.some((job) => job.id === state.job) ?? false;
  const sharedId = pageLoaded && state.job !== null && !selectedOnPage ? state.job : null;

  async function notInterested(job: Job) {
    try {
      await markNotInterested(job);
    } catch {
      toast.error(text.tryAgain);
      return;
    }
    // Off this page at once; then every page is asked again, as the jobs after it move up.
    queryClient.setQueryData(
      jobsPageQuery(kind, page, search).queryKey,
      (current) => current && { ...current, jobs: current.jobs.filter((each) => each.id !== job.id) },
    );
    if (state.job === job.id) navigateTo({ job: null }, { replace: true });
    void invalidatePaths(queryClient, '/api/v1/jumpers/dashboard');
    // After the job has left: where its button took the focus with it, the toast's Undo takes it.
    toast.success(text.notInterestedDone, {
      action: { label: text.undo, altText: text.undoHint, onAction: () => void undoNotInterested(job) },
    });
  }

  /** Undo of Not Interested: the job is back in the list, and open again when this page still shows no other. */
  async function undoNotInterested(job: Job) {
    let failure: string | undefined | null;
    try {
      failure = await takeBackNotInterested(job);
    } catch {
      failure = undefined;
    }
    // Asked again either way: with nothing to undo (taken back elsewhere) the job is back all the same.
    await invalidatePaths(queryClient, '/api/v1/jumpers/dashboard');
    const words = textNow(exploreText);
    if (failure !== null) {
      toast.error(failure ?? words.tryAgain);
      return;
    }
    toast.success(words.notInterestedUndone);
    if (mounted.current) {
      setParams(
        (current) => {
          const now = readExploreState(current);
          return now.job === null ? exploreSearchParams({ ...now, job: job.id }) : current;
        },
        { replace: true },
      );
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
      onApply={(job) => {
        setApplying(job);
        applySteps.start();
      }}
      onNotInterested={(chosen) => void notInterested(chosen)}
      onShare={(chosen) => void share(chosen)}
    />
  );

  const layoutText = { ...text.layout, noJobs: search ? text.noResult : text.layout.noJobs };

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{text.title}</h1>
      {sharedId !== null ? (
        <SharedJob
          id={sharedId}
          kind={kind}
          text={text}
          renderDetail={renderDetail}
          onShowAllJobs={() => navigateTo({ job: null })}
        />
      ) : (
        <ExploreLayout
          kind={kind}
          onKindChange={(next: JobKind) => navigateTo({ kind: next, page: 1, job: null })}
          jobs={list?.jobs ?? []}
          selectedJobId={state.job}
          onSelectedJobIdChange={(job) => navigateTo({ job }, { replace: true })}
          renderDetail={renderDetail}
          page={page}
          totalPages={list?.totalPages ?? 0}
          onPageChange={(next) => navigateTo({ page: next, job: null })}
          search={draftSearch}
          onSearchChange={setDraftSearch}
          onSearch={(next) => {
            if (next === search) void jobs.refetch();
            else navigateTo({ search: next, page: 1, job: null });
          }}
          loading={loading}
          error={lastLoaded === undefined && jobs.isError ? text.firstLoadFailed : undefined}
          text={layoutText}
        />
      )}
      {applying && applySteps.active && (
        <Suspense fallback={<LoadingOverlay loading cover="screen" label={text.openingApplication} />}>
          <ApplyFlow job={applying} step={applySteps.step} onStepChange={applySteps.go} onClose={applySteps.close} />
        </Suspense>
      )}
    </main>
  );
}

/** A shared link's job that is not on the page, loaded on its own; one that no longer exists says so. */
function SharedJob({
  id,
  kind,
  text,
  renderDetail,
  onShowAllJobs,
}: {
  id: number;
  kind: JobKind;
  text: (typeof exploreText)['en'];
  renderDetail: (job: Job) => ReactNode;
  onShowAllJobs: () => void;
}) {
  const shared = useQuery(jobQuery(id, kind));
  useFailureToast(shared, () => textNow(exploreText).tryAgain);
  return (
    <section aria-label={text.sharedJob} className="flex flex-col gap-4">
      <Button variant="outline" className="self-start" onClick={onShowAllJobs}>
        {text.showAllJobs}
      </Button>
      <LoadingOverlay loading={shared.data === undefined} label={text.loadingJob} className="min-h-40">
        {shared.data !== undefined &&
          (shared.data ? renderDetail(shared.data) : <Banner variant="warning">{text.sharedJobGone}</Banner>)}
      </LoadingOverlay>
    </section>
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
  const shown = useLoadedJob(job);
  const mapProps = useJobMapProps();
  return (
    <JobDetail
      job={shown}
      text={text.detail}
      mapProps={mapProps}
      onApply={onApply}
      onNotInterested={onNotInterested}
      onShare={onShare}
    />
  );
}
