import {
  Banner,
  Button,
  ExploreLayout,
  jobKind,
  jobTitle,
  LoadingOverlay,
  toast,
  type ApplyStep,
  type Job,
  type JobKind,
} from '@jumpers/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { invalidatePaths } from '../../api/query';
import { messagesNow, withTexts } from '../../i18n/messages';
import type { ApplyFlowComponent } from '../../lib/apply-flow';
import { useHistorySteps } from '../../lib/history-steps';
import { useJobMapProps } from '../../lib/job-map-text';
import {
  exploreSearchParams,
  jobLink,
  readExploreState,
  unreadableFilters,
  type ExploreState,
} from '../../lib/explore-url';
import { OfflineNotice } from '../../lib/offline-notice';
import { renderRouterLink } from '../../lib/router-link';
import { useFailureToast } from '../../lib/use-failure-toast';
import { narrowsList } from './filter-changes';
import { LoosenFilters } from './loosen-filters';
import {
  FiltersRefused,
  hasExtras,
  jobQuery,
  jobsPageQuery,
  markNotInterested,
  saveJob,
  showSaved,
  takeBackNotInterested,
  type JobsPage,
} from './jobs-api';
import { ExploreToolbar } from './explore-toolbar';
import { exploreText, useExploreText, type ExploreText } from './messages';

/** Where the jumper keeps their home: the address of their personal details. */
const personalDetailsPath = '/jumper/profile/social-security_personal-details';

// The estimate's table and the GAV's rates load with the first detail of a temporary job, not with the page; the
// estimate and the alert dialog bring the ui's words they show.
const JobDetail = lazy(() => import('./job-detail').then(({ JobDetail }) => ({ default: JobDetail })));
const TemporaryPay = lazy(() =>
  withTexts(import('./temporary-pay')).then(({ TemporaryPay }) => ({ default: TemporaryPay })),
);
// The alert dialog opens in one go, its texts (the dialog's close button) loaded with its code.
const SaveAlertDialog = lazy(() =>
  withTexts(import('./save-alert-dialog')).then(({ SaveAlertDialog }) => ({ default: SaveAlertDialog })),
);

/**
 * The job call's answer for the job on screen, so the detail shows what the server says now. The tile's
 * own data stays on screen until then, and when the call fails or the job is gone.
 */
function useLoadedJob(job: Job, commuteFrom: string | undefined) {
  const { data } = useQuery(jobQuery(job.id, jobKind(job), commuteFrom));
  return data ?? job;
}

/** `/jumper/explore`: the two kinds of position, search, pages, and the detail of the selected job. */
export function ExplorePage({ applyFlow: ApplyFlow }: { applyFlow: ApplyFlowComponent }) {
  const text = useExploreText();
  const [params, setParams] = useSearchParams();
  const state = readExploreState(params);
  const [draftSearch, setDraftSearch] = useState(state.search);
  const [syncedSearch, setSyncedSearch] = useState(state.search);
  const [applying, setApplying] = useState<Job | null>(null);
  const [savingAlert, setSavingAlert] = useState(false);
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

  const { kind, page, search, filters, saved } = state;
  const pageQuery = jobsPageQuery({ kind, page, search, filters, saved });
  // The page on screen stays while the next one loads.
  const jobs = useQuery({ ...pageQuery, placeholderData: keepPreviousData });
  const refusal = jobs.error instanceof FiltersRefused ? jobs.error : undefined;
  // A page that fails leaves the last one that loaded on screen, and the words in the search box with it.
  const [lastLoaded, setLastLoaded] = useState<JobsPage>();
  if (jobs.data && !jobs.isPlaceholderData && jobs.data !== lastLoaded) setLastLoaded(jobs.data);
  const answered = jobs.data ?? lastLoaded;
  // The first page's tiles render in the background, in slices that leave the page responsive (a page of tiles with
  // their facts takes long on a slow phone); the spinner stays until they are there. Later changes show at once, so
  // that the focus can follow them (a job gone after Not Interested hands it to the toast's Undo).
  const firstShown = useDeferredValue(answered);
  const list = firstShown === undefined ? undefined : answered;
  const loading = jobs.isFetching || list !== answered;
  // Before any page loaded, the failure is the page's message instead; a refused filter is said above the list.
  useFailureToast(jobs, () => messagesNow(exploreText).tryAgain, lastLoaded !== undefined && !refusal);
  // Commutes are measured from the place typed, else the home: the last list that loaded says which, if any.
  const commuteOrigin = list?.commuteOrigin;
  // Without a place to measure from, the commutes invite the jumper to set their home.
  const homeHref = commuteOrigin ? undefined : personalDetailsPath;

  // A shared link names a job that is not on this page: it is loaded on its own. A page being asked again
  // (after Not Interested or an application) keeps it on screen.
  const pageLoaded = jobs.data !== undefined && !jobs.isPlaceholderData;
  const selectedOnPage = list?.jobs.some((job) => job.id === state.job) ?? false;
  const sharedId = pageLoaded && state.job !== null && !selectedOnPage ? state.job : null;

  // A reload cut the apply flow off: it opens again on its job, and the job's draft takes it back to the step it was
  // on, with what was typed.
  const interruptedId = applySteps.interrupted?.subject;
  const interruptedJob = interruptedId ? list?.jobs.find((job) => String(job.id) === interruptedId) : undefined;
  const resumable = interruptedJob && !interruptedJob.is_applied ? interruptedJob : undefined;
  if (resumable && applying?.id !== resumable.id) setApplying(resumable);
  const resuming = resumable !== undefined && applying?.id === resumable.id;
  const { start: startApplying } = applySteps;
  useEffect(() => {
    if (resuming) startApplying(interruptedId);
  }, [resuming, interruptedId, startApplying]);

  async function notInterested(job: Job) {
    try {
      await markNotInterested(job);
    } catch {
      toast.error(text.tryAgain);
      return;
    }
    // Off this page at once; then every page is asked again, as the jobs after it move up.
    queryClient.setQueryData(
      pageQuery.queryKey,
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
    const words = messagesNow(exploreText);
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

  async function toggleSaved(job: Job, next: boolean) {
    showSaved(queryClient, job, next);
    try {
      await saveJob(job, next);
    } catch {
      showSaved(queryClient, job, !next);
      toast.error(messagesNow(exploreText).tryAgain);
    }
  }
  const saveOf = (job: Job) =>
    hasExtras(job) ? { saved: job.saved, onSavedChange: (next: boolean) => void toggleSaved(job, next) } : undefined;

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
      toast.error(text.copyThisLink({ url }));
    }
  }

  const renderDetail = (job: Job) => (
    <LoadedJobDetail
      job={job}
      text={text}
      commuteFrom={filters.commute_from}
      homeHref={homeHref}
      save={saveOf}
      onApply={(job) => {
        setApplying(job);
        applySteps.start(String(job.id));
      }}
      onNotInterested={(chosen) => void notInterested(chosen)}
      onShare={(chosen) => void share(chosen)}
    />
  );

  const filtered = !saved && narrowsList(filters);
  const layoutText = {
    ...text.layout,
    noJobs: saved ? text.noSavedJobs : filtered ? text.noJobsWithFilters : search ? text.noResult : text.layout.noJobs,
  };
  const changeFilters = (next: typeof filters) => navigateTo({ filters: next, page: 1, job: null });
  // The saved view and the search keep each other's place in the address: each link leads back to the other.
  const otherView = `?${exploreSearchParams({ ...state, saved: !saved, page: 1, job: null })}`;

  const toolbar = saved ? (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-xl font-semibold">{text.savedJobs}</h2>
      <Button asChild variant="outline">
        <Link to={otherView}>{text.backToSearch}</Link>
      </Button>
    </div>
  ) : (
    <ExploreToolbar
      filters={filters}
      commuteOrigin={commuteOrigin}
      homeHref={homeHref}
      refusal={refusal}
      unreadable={unreadableFilters(params)}
      onFiltersChange={changeFilters}
      filtersReady={list !== undefined || !jobs.isFetching}
    >
      <Button variant="outline" onClick={() => setSavingAlert(true)}>
        {text.saveSearchAsAlert}
      </Button>
      <Button asChild variant="link">
        <Link to={otherView}>{text.savedJobs}</Link>
      </Button>
    </ExploreToolbar>
  );

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{text.title}</h1>
      <OfflineNotice shown={list} />
      {sharedId !== null ? (
        <SharedJob
          id={sharedId}
          kind={kind}
          commuteFrom={filters.commute_from}
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
          onSearch={
            saved
              ? undefined
              : (next) => {
                  if (next === search) void jobs.refetch();
                  else navigateTo({ search: next, page: 1, job: null });
                }
          }
          loading={loading}
          error={lastLoaded === undefined && jobs.isError && !refusal ? text.firstLoadFailed : undefined}
          text={layoutText}
          toolbar={toolbar}
          tileProps={(job) =>
            hasExtras(job) ? { facts: job.facts, save: saveOf(job), invitesHome: homeHref !== undefined } : {}
          }
          emptyAction={
            filtered && <LoosenFilters filters={filters} clearAll={text.clearFilters} onFiltersChange={changeFilters} />
          }
        />
      )}
      {savingAlert && (
        <Suspense fallback={<LoadingOverlay loading cover="screen" label={text.openingAlert} />}>
          <SaveAlertDialog kind={kind} search={search} filters={filters} onClose={() => setSavingAlert(false)} />
        </Suspense>
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
  commuteFrom,
  text,
  renderDetail,
  onShowAllJobs,
}: {
  id: number;
  kind: JobKind;
  commuteFrom: string | undefined;
  text: ExploreText;
  renderDetail: (job: Job) => ReactNode;
  onShowAllJobs: () => void;
}) {
  const shared = useQuery(jobQuery(id, kind, commuteFrom));
  useFailureToast(shared, () => messagesNow(exploreText).tryAgain);
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
  commuteFrom,
  homeHref,
  save,
  onApply,
  onNotInterested,
  onShare,
}: {
  job: Job;
  text: ExploreText;
  commuteFrom: string | undefined;
  /** Where to set the home, while the commutes have no origin. */
  homeHref: string | undefined;
  /** The save toggle of a job, for the job as shown now. */
  save: (job: Job) => { saved: boolean; onSavedChange: (saved: boolean) => void } | undefined;
  onApply: (job: Job) => void;
  onNotInterested: (job: Job) => void;
  onShare: (job: Job) => void;
}) {
  const shown = useLoadedJob(job, commuteFrom);
  const mapProps = useJobMapProps();
  const withExtras = hasExtras(shown) ? shown : undefined;
  return (
    <Suspense fallback={<LoadingOverlay loading label={text.loadingJob} className="min-h-40" />}>
      <JobDetail
        job={shown}
        text={text.detail}
        mapProps={mapProps}
        facts={withExtras?.facts}
        homeHref={homeHref}
        save={save(shown)}
        renderLink={renderRouterLink}
        onApply={onApply}
        onNotInterested={onNotInterested}
        onShare={onShare}
      >
        {withExtras && jobKind(withExtras) === 'jumper' && (
          <Suspense fallback={null}>
            <TemporaryPay job={withExtras} />
          </Suspense>
        )}
      </JobDetail>
    </Suspense>
  );
}
