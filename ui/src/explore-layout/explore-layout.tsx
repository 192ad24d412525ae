import { useState, type ComponentProps, type ReactNode } from 'react';
import { Banner } from '../banner';
import { Button } from '../button';
import { EmptyState } from '../empty-state';
import { JobList, type JobListProps } from '../job-list';
import type { JobTileText } from '../job-tile';
import { cn } from '../lib/cn';
import { LoadingOverlay } from '../loading-overlay';
import type { Job, JobKind } from '../lib/jobs';
import type { Translations } from '../lib/translations';
import { useMediaQuery } from '../lib/use-media-query';
import { Pagination } from '../pagination';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../tabs';
import { TextField } from '../text-field';

export interface ExploreLayoutText {
  kinds: string;
  jumperPositions: string;
  permanentPositions: string;
  search: string;
  searchButton: string;
  noJobs: string;
  loading: string;
  pagination: string;
  previous: string;
  next: string;
  page: (page: number) => string;
  kindLabels: Record<JobKind, string>;
  /** Words of the tiles' facts and save toggles (English by default). */
  tile?: Partial<Pick<JobTileText, 'facts' | 'save' | 'closed'>>;
}

export const exploreLayoutText: ExploreLayoutText = {
  kinds: 'Kind of position',
  jumperPositions: 'Jumper positions',
  permanentPositions: 'Permanent positions',
  search: 'Search jobs',
  searchButton: 'Search',
  noJobs: 'No Jobs found',
  loading: 'Loading jobs',
  pagination: 'Result pages',
  previous: 'Previous',
  next: 'Next',
  page: (page) => `Page ${page}`,
  kindLabels: { jumper: 'Jumper position', permanent: 'Permanent position' },
};

/** The screen's words in every language, with those of its tiles. */
export const exploreLayoutTranslations: Translations<ExploreLayoutText> = {
  en: exploreLayoutText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

/** The width from which list and detail stand side by side. */
const wideQuery = '(min-width: 768px)';

export type ExploreLayoutProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Which tab is open. */
  kind: JobKind;
  /** Called when the user switches tabs; the page loads that kind from page 1. */
  onKindChange: (kind: JobKind) => void;
  /** The jobs of the current page. */
  jobs: Job[];
  /** The selected job (controlled); leave it out to let the layout keep the selection. */
  selectedJobId?: number | null;
  /** Called with the newly selected job's id, or null when an inline detail closes. */
  onSelectedJobIdChange?: (jobId: number | null) => void;
  /** The detail panel of a job: a JobDetail with the page's callbacks. */
  renderDetail: (job: Job) => ReactNode;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** The search text the list is filtered by (controlled). */
  search?: string;
  onSearchChange?: (search: string) => void;
  /** Called when the user submits the search; without it, the list has no search (a list of saved jobs, say). */
  onSearch?: (search: string) => void;
  /**
   * While jobs load: a spinner covers the list.
   * @defaultValue false
   */
  loading?: boolean;
  /** A message when loading failed, e.g. 'Something went wrong!'. */
  error?: string;
  /** Texts, for German or other wording; each falls back to the English default. */
  text?: Partial<ExploreLayoutText>;
  /** A tile's facts and save toggle, for each job that has them. */
  tileProps?: JobListProps['tileProps'];
  /** Under the search, above the results: the filters and what else acts on the whole list. */
  toolbar?: ReactNode;
  /** Offered by the empty list, such as a way to loosen the filters. */
  emptyAction?: ReactNode;
};

/**
 * The explore screen's body: tabs for the two kinds of position, a search, the result tiles with
 * pages, and the selected job's detail (beside the list from 768 px, inline under its tile below).
 */
export function ExploreLayout({
  kind,
  onKindChange,
  jobs,
  selectedJobId,
  onSelectedJobIdChange,
  renderDetail,
  page,
  totalPages,
  onPageChange,
  search = '',
  onSearchChange,
  onSearch,
  loading = false,
  error,
  text: textOverrides,
  tileProps,
  toolbar,
  emptyAction,
  className,
  ...props
}: ExploreLayoutProps) {
  const text = { ...exploreLayoutText, ...textOverrides };
  const wide = useMediaQuery(wideQuery);
  const [ownSelection, setOwnSelection] = useState<number | null>(null);
  const chosenId = selectedJobId === undefined ? ownSelection : selectedJobId;
  const chosenJob = jobs.find((job) => job.id === chosenId);
  // Side by side, the detail column is never left empty while there are jobs.
  const shownJob = wide ? (chosenJob ?? jobs[0]) : chosenJob;

  function select(job: Job) {
    const next = !wide && job.id === shownJob?.id ? null : job.id;
    setOwnSelection(next);
    onSelectedJobIdChange?.(next);
  }

  // Searching stays possible after a search that found nothing; with no search, an empty list has nothing to search.
  const searchDisabled = jobs.length === 0 && !search;

  const results = error ? (
    <Banner>{error}</Banner>
  ) : jobs.length === 0 ? (
    !loading && <EmptyState className="rounded-lg bg-surface" title={text.noJobs} action={emptyAction} />
  ) : (
    <JobList
      aria-label={kind === 'jumper' ? text.jumperPositions : text.permanentPositions}
      jobs={jobs}
      selectedJobId={shownJob?.id ?? null}
      onSelectJob={select}
      text={{ kinds: text.kindLabels, ...text.tile }}
      tileProps={tileProps}
      renderInlineDetail={wide ? undefined : (job) => renderDetail(job)}
    />
  );

  const body = (
    <div className="flex flex-col gap-4">
      {onSearch && (
        <form
          role="search"
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            onSearch(search.trim());
          }}
        >
          <TextField
            type="search"
            className="flex-1"
            label={text.search}
            hideLabel
            placeholder={text.search}
            value={search}
            disabled={searchDisabled}
            onChange={(event) => onSearchChange?.(event.target.value)}
          />
          <Button type="submit" disabled={searchDisabled}>
            {text.searchButton}
          </Button>
        </form>
      )}
      {toolbar}

      <div className={cn('grid gap-6', wide && 'grid-cols-[minmax(0,2fr)_minmax(0,3fr)] items-start')}>
        <LoadingOverlay loading={loading} label={text.loading} className="flex min-h-40 flex-col gap-4">
          {results}
          <Pagination
            page={page}
            totalPages={totalPages}
            onPageChange={onPageChange}
            label={text.pagination}
            text={{ previous: text.previous, next: text.next, page: text.page }}
          />
        </LoadingOverlay>
        {wide && shownJob && <div className="sticky top-4">{renderDetail(shownJob)}</div>}
      </div>
    </div>
  );

  return (
    <div data-slot="explore-layout" data-layout={wide ? 'side-by-side' : 'inline'} className={cn(className)} {...props}>
      <Tabs value={kind} onValueChange={(value) => onKindChange(value as JobKind)}>
        <TabsList aria-label={text.kinds}>
          <TabsTrigger value="jumper">{text.jumperPositions}</TabsTrigger>
          <TabsTrigger value="permanent">{text.permanentPositions}</TabsTrigger>
        </TabsList>
        <TabsContent value="jumper">{kind === 'jumper' && body}</TabsContent>
        <TabsContent value="permanent">{kind === 'permanent' && body}</TabsContent>
      </Tabs>
    </div>
  );
}
