import { belowMinimumWage, minimumWageArea, temporaryPayEstimate } from '@jumpers/rules/temporary-pay';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  germanJob,
  jumperPositions,
  offlineTileUrl,
  permanentJobs,
  unreachableTileUrl,
  wide,
} from '../story-support/fixtures';
import { hourlyFacts, monthlyFacts, storyToday } from '../story-support/fixtures-facts';
import { inLanguage } from '../story-support/languages';
import { NetPayBreakdown } from '../net-pay-breakdown/net-pay-breakdown';
import { JobDetail } from './job-detail';
import { jobDetailTranslations } from './job-detail-text';

const [warehouseJob, appliedJob] = jumperPositions;

const meta = {
  title: 'Patterns/Explore/JobDetail',
  component: JobDetail,
  args: {
    job: warehouseJob!,
    onApply: fn(),
    onNotInterested: fn(),
    onShare: fn(),
    mapProps: { tileUrl: unreachableTileUrl },
  },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** everything about one job: facts, description, map, apply.\n\n**When not to:** job lists (use JobList or JobTile).\n\n**States shown below:** jumper position, read more, short description has no read more, permanent position, applied, keyboard only, sanitised description, map loaded wide, map fallback, long German text narrow, German applied wide, German requirement, no German required, German requirement unknown, German requirement in German, facts and save wide, applied and saved without commute, German facts and save narrow, with net pay estimate, closed, French and Italian open and closed narrow and wide.',
      },
    },
    translations: jobDetailTranslations,
  },
} satisfies Meta<typeof JobDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const JumperPosition: Story = {
  tags: ['display-checks'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Warehouse Assistant' })).toBeVisible();
    await expect(canvas.getByText('Logistik Limmat AG')).toBeVisible();
    await expect(canvas.getByText(/At least 1 year in a warehouse/)).toBeVisible();
    const directions = canvas.getByRole('link', { name: 'Get Direction' });
    await expect(directions).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=47.3875,8.5201',
    );
    await expect(directions).toHaveAttribute('target', '_blank');

    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith(warehouseJob);
    await userEvent.click(canvas.getByRole('button', { name: 'Not Interested' }));
    await expect(args.onNotInterested).toHaveBeenCalledWith(warehouseJob);
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(args.onShare).toHaveBeenCalledWith(warehouseJob);
  },
};

export const ReadMore: Story = {
  play: async ({ canvas, canvasElement }) => {
    const description = canvasElement.querySelector<HTMLElement>('[data-slot="job-description"]')!;
    await expect(description.getBoundingClientRect().height).toBe(200);
    const readMore = await canvas.findByRole('button', { name: 'READ MORE' });
    await expect(readMore).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(readMore);
    await expect(description.getBoundingClientRect().height).toBeGreaterThan(200);
    const readLess = canvas.getByRole('button', { name: 'READ LESS' });
    await expect(readLess).toHaveAttribute('aria-expanded', 'true');
    readLess.focus();
    await userEvent.keyboard('{Enter}');
    await expect(description.getBoundingClientRect().height).toBe(200);
  },
};

export const ShortDescriptionHasNoReadMore: Story = {
  args: { job: permanentJobs[0]! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Build accessible web apps for the health sector.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'READ MORE' })).not.toBeInTheDocument();
  },
};

export const PermanentPosition: Story = {
  args: { job: permanentJobs[0]! },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Software Engineer' })).toBeVisible();
    await expect(canvas.getByText('Build accessible web apps for the health sector.')).toBeVisible();
  },
};

export const Applied: Story = {
  args: { job: appliedJob! },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Applied' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Not Interested' })).not.toBeInTheDocument();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Get Direction' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Share' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onShare).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onApply).toHaveBeenCalledTimes(1);
  },
};

/** Regression guard: the description is server HTML and must never run script in the page. */
export const SanitisedDescription: Story = {
  args: {
    job: {
      ...warehouseJob!,
      job_description:
        '<p>Safe <em>text</em></p><img src="data:," onerror="window.__jobDetailXss = true"><script>window.__jobDetailXss = true</script><a href="javascript:window.__jobDetailXss = true">bad link</a>',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('text')).toBeVisible();
    const description = canvasElement.querySelector('[data-slot="job-description"]')!;
    await expect(description.querySelector('script')).toBeNull();
    await expect(description.querySelector('[onerror]')).toBeNull();
    await expect(canvas.getByText('bad link')).not.toHaveAttribute('href', expect.stringContaining('javascript'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect((window as { __jobDetailXss?: boolean }).__jobDetailXss).toBeUndefined();
  },
};

export const MapLoadedWide: Story = {
  ...wide,
  args: { job: permanentJobs[0]!, mapProps: { tileUrl: offlineTileUrl } },
  play: async ({ canvas }) => {
    const map = canvas.getByRole('img', { name: 'Map of the job location: Aeschenvorstadt 55, 4051 Basel' });
    map.scrollIntoView();
    await waitFor(() => expect(map).toHaveAttribute('aria-busy', 'false'));
    await expect(canvas.getByRole('link', { name: '© OpenStreetMap contributors' })).toBeVisible();
  },
};

/** Tiles that cannot load give way to Switzerland with a pin at the job, never to a grey box. */
export const MapFallback: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('img', { name: 'Map of Switzerland with the job location: Zürich' }),
    ).toBeVisible();
    await expect(canvas.queryByText('The map could not be loaded.')).not.toBeInTheDocument();
    await expect(canvas.getByText('Hardstrasse 201, 8005 Zürich')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the map on OpenStreetMap' })).toBeVisible();
  },
};

/** The map's name is the page's: its label. */
const germanMap = { tileUrl: unreachableTileUrl, label: 'Karte des Arbeitsorts' };

export const LongGermanTextNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: { job: germanJob, mapProps: germanMap },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: /Fachfrau\/Fachmann Betreuung/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bewerben' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Kein Interesse' })).toBeVisible();
    // The map waits below the fold until it is scrolled to.
    const map = canvas.getByRole('img', { name: /Karte des Arbeitsorts/ });
    await expect(map).toHaveAttribute('aria-busy', 'true');
    map.scrollIntoView();
    await expect(await canvas.findByRole('img', { name: /^Karte der Schweiz mit dem Arbeitsort: / })).toBeVisible();
    // The picture and its credits change the height below the map once they arrive: scroll again, so that the
    // screenshot is taken at one place whatever the timing.
    map.scrollIntoView();
    await expect(canvas.getByText('Grenzen: © BFS, swisstopo')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Karte auf OpenStreetMap öffnen' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const GermanAppliedWide: Story = {
  ...inLanguage('de', 'wide'),
  args: { job: appliedJob!, mapProps: { ...germanMap, tileUrl: offlineTileUrl } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Beworben' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Bewerben' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Route anzeigen/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Teilen' })).toBeVisible();
    await expect(canvas.getByText('Erforderliche Erfahrung')).toBeVisible();
    const map = canvas.getByRole('img', { name: 'Karte des Arbeitsorts: Mingerstrasse 6, 3014 Bern' });
    map.scrollIntoView();
    await waitFor(() => expect(map).toHaveAttribute('aria-busy', 'false'));
    await expect(canvas.getByRole('link', { name: '© OpenStreetMap-Mitwirkende' })).toBeVisible();
  },
};

/** The job's German requirement, in the words of the apply flow's language step. */
export const GermanRequirement: Story = {
  args: { job: { ...warehouseJob!, required_german_level: 'advanced' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This job requires an Advanced level of German')).toBeVisible();
  },
};

export const NoGermanRequired: Story = {
  args: { job: { ...warehouseJob!, required_german_level: 'none' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No German required')).toBeVisible();
  },
};

/** A job that does not say how much German it asks for says nothing about German. */
export const GermanRequirementUnknown: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/German/)).not.toBeInTheDocument();
  },
};

export const GermanRequirementInGerman: Story = {
  ...inLanguage('de', 'narrow'),
  args: { job: { ...germanJob, required_german_level: 'native' }, mapProps: germanMap },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Diese Stelle verlangt Deutsch auf dem Niveau «Muttersprache»')).toBeVisible();
  },
};

export const FactsAndSaveWide: Story = {
  ...wide,
  args: { facts: hourlyFacts, today: storyToday, save: { saved: false, onSavedChange: fn() } },
  play: async ({ canvas, args }) => {
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['Pay', 'Workload', 'Start', 'Published', 'Commute']);
    await expect(canvas.getByText('CHF 29–32 / hour')).toBeVisible();
    await expect(canvas.getByText('From 1 Dec 2026')).toBeVisible();
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    await expect(args.save!.onSavedChange).toHaveBeenCalledWith(true);
  },
};

export const AppliedAndSavedWithoutCommute: Story = {
  args: {
    job: appliedJob!,
    facts: { ...monthlyFacts, commute: undefined },
    today: storyToday,
    homeHref: '/jumper/setting/account',
    save: { saved: true, onSavedChange: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Applied' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('link', { name: 'Set your home to see the commute' })).toHaveAttribute(
      'href',
      '/jumper/setting/account',
    );
  },
};

export const GermanFactsAndSaveNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: {
    job: germanJob,
    facts: hourlyFacts,
    today: storyToday,
    save: { saved: false, onSavedChange: fn() },
    mapProps: germanMap,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Merken' })).toBeVisible();
    await expect(canvas.getByText('CHF 29–32 / Stunde')).toBeVisible();
    await expect(canvas.getByText('Ab 1. Dez. 2026')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const WithNetPayEstimate: Story = {
  args: {
    facts: { ...hourlyFacts, pay: { fromChf: 21.22, period: 'hour' } },
    today: storyToday,
    children: (
      <NetPayBreakdown
        estimate={temporaryPayEstimate({ baseHourlyChf: 21.22, onDate: storyToday })}
        minimum={belowMinimumWage(21.22, minimumWageArea('LU', '6003'))}
      />
    ),
  },
  play: async ({ canvas }) => {
    const detail = canvas.getByRole('article', { name: 'Warehouse Assistant' });
    const estimate = within(detail).getByRole('table', { name: 'Estimate' });
    await expect(within(estimate).getByRole('row', { name: /Net per hour/ })).toHaveTextContent('23.96');
    // The estimate follows the facts and comes before the description.
    const facts = detail.querySelector('[data-slot=job-facts]')!;
    await expect(facts.compareDocumentPosition(estimate) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const description = within(detail).getByRole('heading', { name: 'Description' });
    await expect(estimate.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const Closed: Story = {
  args: {
    job: { ...warehouseJob!, is_open: false },
    facts: hourlyFacts,
    today: storyToday,
    save: { saved: true, onSavedChange: fn() },
  },
  play: async ({ canvas }) => {
    // A closed job takes no application: its actions give way to the reason, and it can still be unsaved.
    await expect(canvas.getByText('This job is closed: it takes no more applications.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Not Interested' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/**
 * A job open to applications above a closed one that invites to set the home, each with its map's fallback, in a
 * language at a width: the longest words, nothing overflowing.
 */
function openAndClosedIn(words: {
  /** The page's name for the map. */
  mapLabel: string;
  apply: string;
  notInterested: string;
  save: string;
  /** This and `closed` as their text is matched: no-break spaces read as spaces. */
  germanRequirement: string;
  readMore: string;
  closed: string;
  setHome: string;
  overview: string;
  openMap: string;
}): Story {
  return {
    args: {
      job: { ...warehouseJob!, required_german_level: 'intermediate' },
      facts: hourlyFacts,
      today: storyToday,
      homeHref: '/jumper/profile',
      save: { saved: false, onSavedChange: fn() },
      mapProps: { tileUrl: unreachableTileUrl, label: words.mapLabel },
    },
    render: (args) => (
      <div className="flex flex-col gap-6">
        <JobDetail {...args} />
        <JobDetail
          {...args}
          job={{ ...permanentJobs[0]!, is_open: false }}
          facts={{ ...monthlyFacts, commute: undefined }}
          save={{ saved: true, onSavedChange: fn() }}
        />
      </div>
    ),
    play: async ({ canvas, canvasElement }) => {
      const [open, closed] = canvas.getAllByRole('article').map((article) => within(article));
      await expect(open!.getByRole('button', { name: words.apply })).toBeVisible();
      await expect(open!.getByRole('button', { name: words.notInterested })).toBeVisible();
      await expect(open!.getByRole('button', { name: words.save })).toHaveAttribute('aria-pressed', 'false');
      await expect(open!.getByText(words.germanRequirement)).toBeVisible();
      await expect(await open!.findByRole('button', { name: words.readMore })).toBeVisible();
      await expect(closed!.getByText(words.closed)).toBeVisible();
      await expect(closed!.getByRole('link', { name: words.setHome })).toBeVisible();
      // Each map waits below the fold until it is scrolled to, then gives way to its picture of Switzerland.
      const maps = () => canvasElement.querySelectorAll<HTMLElement>('[data-slot=job-map]');
      for (let index = 0; index < maps().length; index++) {
        maps()[index]!.scrollIntoView();
        await waitFor(() => expect(maps()[index]).toHaveAttribute('data-state', 'failed'));
      }
      await expect(await canvas.findAllByRole('img', { name: new RegExp(`^${words.overview}: `) })).toHaveLength(2);
      await expect(canvas.getAllByRole('link', { name: words.openMap })).toHaveLength(2);
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
      // Pictured from the top, where the actions are: the part of the page a screenshot shows is the one in view.
      window.scrollTo(0, 0);
    },
  };
}

export const FrenchNarrow: Story = {
  ...openAndClosedIn({
    mapLabel: 'Carte du lieu de travail',
    apply: 'Postuler',
    notInterested: 'Pas intéressé',
    save: 'Enregistrer',
    germanRequirement: 'Ce poste exige un niveau d’allemand « Intermédiaire »',
    readMore: 'LIRE LA SUITE',
    closed: 'Cette offre est clôturée : elle n’accepte plus de candidatures.',
    setHome: 'Indiquez votre domicile pour voir le trajet',
    overview: 'Carte de la Suisse avec le lieu de travail',
    openMap: 'Ouvrir la carte sur OpenStreetMap',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...openAndClosedIn({
    mapLabel: 'Mappa del luogo di lavoro',
    apply: 'Candidarsi',
    notInterested: 'Non interessato',
    save: 'Salva',
    germanRequirement: 'Questo posto richiede un livello di tedesco «Intermedio»',
    readMore: 'CONTINUA A LEGGERE',
    closed: 'Questo posto è chiuso: non accetta più candidature.',
    setHome: 'Indichi il Suo domicilio per vedere il tragitto',
    overview: 'Mappa della Svizzera con il luogo di lavoro',
    openMap: 'Apri la mappa su OpenStreetMap',
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
