import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { JobDetail, type JobDetailText } from '../job-detail';
import germanDetail from '../job-detail/locales/de';
import frenchDetail from '../job-detail/locales/fr';
import italianDetail from '../job-detail/locales/it';
import { jobTitle, type Job, type JobKind } from '../lib/jobs';
import { germanJob, jumperPositions, permanentJobs, unreachableTileUrl, narrow, wide } from '../story-support/fixtures';
import { inLanguage } from '../story-support/languages';
import { ExploreLayout, exploreLayoutTranslations, type ExploreLayoutProps } from './explore-layout';

/** The detail panel, in English or in the words given: the page's, as the layout's translations do not hold them. */
const detailIn = (text?: JobDetailText) => (job: Job) => (
  <JobDetail
    job={job}
    headingLevel={2}
    onApply={fn()}
    onNotInterested={fn()}
    onShare={fn()}
    text={text}
    mapProps={{ tileUrl: unreachableTileUrl }}
  />
);
const detail = detailIn();

/** The layout with a page's state: tabs, search and pages work on the sample jobs. */
function ExplorePage(props: ExploreLayoutProps) {
  const [kind, setKind] = useState(props.kind);
  const [search, setSearch] = useState(props.search ?? '');
  const [applied, setApplied] = useState(props.search ?? '');
  const [page, setPage] = useState(props.page);
  const source: Job[] = kind === props.kind ? props.jobs : kind === 'jumper' ? jumperPositions : permanentJobs;
  const jobs = source.filter((job) => jobTitle(job).toLowerCase().includes(applied.toLowerCase()));
  return (
    <ExploreLayout
      {...props}
      kind={kind}
      onKindChange={(next: JobKind) => {
        props.onKindChange(next);
        setKind(next);
        setPage(1);
      }}
      jobs={jobs}
      search={search}
      onSearchChange={setSearch}
      onSearch={(query) => {
        props.onSearch?.(query);
        setApplied(query);
      }}
      page={page}
      onPageChange={(next) => {
        props.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/ExploreLayout',
  component: ExploreLayout,
  render: (args) => <ExplorePage {...args} />,
  args: {
    kind: 'jumper',
    onKindChange: fn(),
    jobs: jumperPositions,
    renderDetail: detail,
    page: 1,
    totalPages: 1,
    onPageChange: fn(),
    search: '',
    onSearchChange: fn(),
    onSearch: fn(),
    onSelectedJobIdChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** the explore screen: filters, job list and job detail side by side or stacked.\n\n**When not to:** other pages.\n\n**States shown below:** wide list and detail, switch to permanent positions, narrow inline detail, narrow keyboard, search, no jobs found, pages, loading, load failed, German narrow, wide German, saved jobs without search, French and Italian with a closed job and pages narrow and wide.',
      },
    },
    translations: exploreLayoutTranslations,
  },
} satisfies Meta<typeof ExploreLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WideListAndDetail: Story = {
  ...wide,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Jumper positions' })).toHaveAttribute('aria-selected', 'true');
    // Side by side, the first job's detail is shown at once.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Warehouse Assistant' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Kitchen Helper/ }));
    await expect(args.onSelectedJobIdChange).toHaveBeenCalledWith(103);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Kitchen Helper' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Warehouse Assistant' })).not.toBeInTheDocument();
    const list = canvas.getByRole('list', { name: 'Jumper positions' });
    const panel = canvas.getByRole('article', { name: 'Kitchen Helper' });
    // The detail stands right of the list, not under it.
    await expect(panel.getBoundingClientRect().left).toBeGreaterThan(list.getBoundingClientRect().right);
  },
};

export const SwitchToPermanentPositions: Story = {
  ...wide,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Permanent positions' }));
    await expect(args.onKindChange).toHaveBeenCalledWith('permanent');
    await expect(canvas.getByRole('tab', { name: 'Permanent positions' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Software Engineer' })).toBeVisible();
    // Keyboard: arrow keys move along the tabs.
    canvas.getByRole('tab', { name: 'Permanent positions' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Jumper positions' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onKindChange).toHaveBeenLastCalledWith('jumper');
  },
};

export const NarrowInlineDetail: Story = {
  ...narrow,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
    const tile = canvas.getByRole('button', { name: /Event Staff/ });
    await userEvent.click(tile);
    await expect(tile).toHaveAttribute('aria-expanded', 'true');
    const panel = canvas.getByRole('article', { name: 'Event Staff' });
    await expect(within(panel).getByRole('button', { name: 'Applied' })).toBeDisabled();
    // The detail opens right under its tile, above the next one.
    const next = canvas.getByRole('button', { name: /Kitchen Helper/ });
    await expect(panel.getBoundingClientRect().top).toBeGreaterThan(tile.getBoundingClientRect().bottom);
    await expect(panel.getBoundingClientRect().bottom).toBeLessThan(next.getBoundingClientRect().top);
    await userEvent.click(tile);
    await expect(tile).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const NarrowKeyboard: Story = {
  ...narrow,
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: /Warehouse Assistant/ }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(canvas.getByRole('article', { name: 'Kitchen Helper' })).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const Search: Story = {
  ...wide,
  play: async ({ canvas, args }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search jobs' });
    await userEvent.type(search, 'kitchen{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('kitchen');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.clear(search);
    await userEvent.type(search, 'pilot');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByText('No Jobs found')).toBeVisible();
    // After a search that found nothing, the user can still search again.
    await expect(search).toBeEnabled();
  },
};

export const NoJobsFound: Story = {
  ...wide,
  args: { jobs: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Jobs found')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search jobs' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeDisabled();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const Pages: Story = {
  ...wide,
  args: { totalPages: 4 },
  play: async ({ canvas, args }) => {
    const pages = canvas.getByRole('navigation', { name: 'Result pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Loading: Story = {
  ...wide,
  args: { jobs: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading jobs' })).toBeVisible();
    await expect(canvas.queryByText('No Jobs found')).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  ...narrow,
  args: { jobs: [], error: 'Something went wrong!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Something went wrong!')).toBeVisible();
  },
};

export const GermanNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: { kind: 'permanent', jobs: [germanJob, ...permanentJobs], totalPages: 2, renderDetail: detailIn(germanDetail) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('tab', { name: 'Festanstellungen' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /Fachfrau\/Fachmann/ }));
    await expect(canvas.getByRole('heading', { level: 2, name: /Fachfrau\/Fachmann/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bewerben' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Ergebnisseiten' })).toBeVisible();
    await waitFor(() => expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth));
  },
};

export const WideGerman: Story = {
  ...inLanguage('de', 'wide'),
  args: { ...GermanNarrow.args },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: /Fachfrau\/Fachmann/ })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Stellen suchen' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Kein Interesse' })).toBeVisible();
    await expect(canvas.getAllByText('Festanstellung').length).toBeGreaterThan(0);
  },
};

export const SavedJobsWithoutSearch: Story = {
  ...wide,
  render: (args) => <ExploreLayout {...args} />,
  args: {
    onSearch: undefined,
    jobs: [jumperPositions[0]!, { ...jumperPositions[1]!, is_open: false }],
    tileProps: () => ({ save: { saved: true, onSavedChange: fn() } }),
  },
  play: async ({ canvas }) => {
    // A list of saved jobs has no search: the jumper pressed Save on each.
    await expect(canvas.queryByRole('search')).not.toBeInTheDocument();
    const list = canvas.getByRole('list', { name: 'Jumper positions' });
    const closedTile = within(list).getByRole('button', { name: new RegExp(`^${jobTitle(jumperPositions[1]!)}`) });
    await expect(closedTile).toHaveTextContent('Closed');
    await expect(closedTile).toHaveAttribute('data-closed', 'true');
    await expect(within(list).getAllByRole('button', { name: /^Saved: / })).toHaveLength(2);
  },
};

/**
 * Saved jobs, one of them closed, with their detail and pages, in a language at a width: the longest words, nothing
 * overflowing.
 */
function closedJobAndPagesIn(words: {
  detail: JobDetailText;
  tabs: [string, string];
  search: string;
  searchButton: string;
  closed: string;
  saved: string;
  pages: string;
  page2: string;
}): Story {
  return {
    args: {
      jobs: [jumperPositions[0]!, { ...jumperPositions[1]!, is_open: false }, jumperPositions[2]!],
      tileProps: () => ({ save: { saved: true, onSavedChange: fn() } }),
      totalPages: 3,
      renderDetail: detailIn(words.detail),
    },
    play: async ({ canvas, canvasElement }) => {
      await expect(canvas.getByRole('tab', { name: words.tabs[0] })).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('tab', { name: words.tabs[1] })).toBeVisible();
      await expect(canvas.getByRole('searchbox', { name: words.search })).toBeEnabled();
      await expect(canvas.getByRole('button', { name: words.searchButton })).toBeVisible();
      const list = within(canvas.getByRole('list', { name: words.tabs[0] }));
      await expect(list.getByRole('button', { name: /^Event Staff/ })).toHaveTextContent(words.closed);
      await expect(list.getAllByRole('button', { name: new RegExp(`^${words.saved}: `) })).toHaveLength(3);
      // Side by side, the first job's detail shows at once; stacked, it opens under its tile.
      if (!canvas.queryByRole('article')) await userEvent.click(list.getByRole('button', { name: /^Warehouse/ }));
      const detail = within(canvas.getByRole('article', { name: 'Warehouse Assistant' }));
      await expect(detail.getByRole('button', { name: words.detail.apply })).toBeVisible();
      const pages = within(canvas.getByRole('navigation', { name: words.pages }));
      await expect(pages.getByRole('button', { name: words.page2 })).toBeVisible();
      await waitFor(() => expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth));
    },
  };
}

export const FrenchNarrow: Story = {
  ...closedJobAndPagesIn({
    detail: frenchDetail,
    tabs: ['Postes jumper', 'Postes fixes'],
    search: 'Rechercher des offres',
    searchButton: 'Rechercher',
    closed: 'Fermée',
    saved: 'Enregistrée',
    pages: 'Pages de résultats',
    page2: 'Page 2',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...closedJobAndPagesIn({
    detail: italianDetail,
    tabs: ['Posti jumper', 'Posti fissi'],
    search: 'Cerca posti',
    searchButton: 'Cerca',
    closed: 'Chiuso',
    saved: 'Salvato',
    pages: 'Pagine dei risultati',
    page2: 'Pagina 2',
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
