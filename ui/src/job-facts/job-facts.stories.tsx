import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { wide } from '../story-support/fixtures';
import { hourlyFacts, monthlyFacts, storyToday } from '../story-support/fixtures-facts';
import { JobFacts } from './job-facts';
import { inLanguage } from '../story-support/languages';
import { jobFactsTranslations } from './job-facts-text';

const meta = {
  title: 'Patterns/Explore/JobFacts',
  component: JobFacts,
  args: { facts: hourlyFacts, today: storyToday },
  parameters: {
    docs: {
      description: {
        component:
          "**When to use:** a job's key facts (pay, workload, dates, commute) as a row or a list.\n\n**When not to:** free text descriptions.\n\n**States shown below:** tile row, monthly starting now, only what is known, nothing known, German row narrow, detail list, detail list invites to set home, German detail list narrow, French and Italian row and list narrow and wide.",
      },
    },
    translations: jobFactsTranslations,
  },
} satisfies Meta<typeof JobFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value of one fact as a user sees it, without the name read out before it. */
function factText(root: HTMLElement, fact: string) {
  const element = root.querySelector<HTMLElement>(`[data-fact=${fact}]`);
  if (!element) return null;
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.sr-only').forEach((hidden) => hidden.remove());
  return copy.textContent!.replaceAll(/\s+/g, ' ').trim();
}

export const TileRow: Story = {
  play: async ({ canvasElement }) => {
    await expect(factText(canvasElement, 'pay')).toBe('CHF 29–32 / hour');
    await expect(factText(canvasElement, 'workload')).toBe('80–100 %');
    await expect(factText(canvasElement, 'start')).toBe('From 1 Dec 2026');
    await expect(factText(canvasElement, 'published')).toBe('3 days ago');
    await expect(factText(canvasElement, 'commute')).toBe('25 min 18 min');
    // Each value's name is read out before it.
    const row = canvasElement.querySelector('[data-slot=job-facts]')!;
    await expect(row).toHaveTextContent(
      'Pay: CHF 29–32 / hour Workload: 80–100 % Start: From 1 Dec 2026 Published: 3 days ago Commute: 25 min by public transport 18 min by car',
    );
  },
};

export const MonthlyStartingNow: Story = {
  args: { facts: monthlyFacts },
  play: async ({ canvasElement }) => {
    await expect(factText(canvasElement, 'pay')).toBe('CHF 5,200 / month');
    await expect(factText(canvasElement, 'workload')).toBe('100 %');
    await expect(factText(canvasElement, 'start')).toBe('Immediately');
    await expect(factText(canvasElement, 'published')).toBe('Today');
    // No commute known and no home link on a tile: the commute is left out.
    await expect(factText(canvasElement, 'commute')).toBeNull();
  },
};

export const OnlyWhatIsKnown: Story = {
  args: { facts: { pay: { fromChf: 21.5, period: 'hour' }, publishedAt: '2026-09-01' } },
  play: async ({ canvasElement }) => {
    await expect(factText(canvasElement, 'pay')).toBe('CHF 21.50 / hour');
    await expect(factText(canvasElement, 'published')).toBe('2 months ago');
    for (const fact of ['workload', 'start', 'commute']) await expect(factText(canvasElement, fact)).toBeNull();
  },
};

export const NothingKnown: Story = {
  args: { facts: {} },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot=job-facts]')).toBeNull();
  },
};

export const GermanRowNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: {
    facts: { ...monthlyFacts, pay: { fromChf: 5200, toChf: 6100, period: 'month' }, publishedAt: '2026-11-19' },
  },
  play: async ({ canvasElement }) => {
    await expect(factText(canvasElement, 'pay')).toMatch(/^CHF 5[’']200–6[’']100 \/ Monat$/);
    await expect(factText(canvasElement, 'start')).toBe('Ab sofort');
    await expect(factText(canvasElement, 'published')).toBe('Gestern');
    await expect(canvasElement.querySelector('[data-slot=job-facts]')).toHaveTextContent('Pensum: 100 %');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const DetailList: Story = {
  ...wide,
  args: { variant: 'list', homeHref: '/jumper/profile' },
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['Pay', 'Workload', 'Start', 'Published', 'Commute']);
    const values = canvas.getAllByRole('definition');
    await expect(values[0]).toHaveTextContent('CHF 29–32 / hour');
    await expect(values[3]).toHaveTextContent('3 days ago');
    await expect(values[4]).toHaveTextContent('25 min by public transport (12.4 km)');
    await expect(values[4]).toHaveTextContent('18 min by car (14 km)');
    // A commute is known: no invitation to set the home.
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const DetailListInvitesToSetHome: Story = {
  args: { variant: 'list', facts: monthlyFacts, homeHref: '/jumper/profile' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Set your home to see the commute' });
    await expect(link).toHaveAttribute('href', '/jumper/profile');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const GermanDetailListNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: { variant: 'list', facts: { ...hourlyFacts, publishedAt: '2026-11-20' } },
  play: async ({ canvas, canvasElement }) => {
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['Lohn', 'Pensum', 'Beginn', 'Veröffentlicht', 'Arbeitsweg']);
    await expect(canvas.getByText('CHF 29–32 / Stunde')).toBeVisible();
    await expect(canvas.getByText('Ab 1. Dez. 2026')).toBeVisible();
    await expect(canvas.getByText('Heute')).toBeVisible();
    await expect(canvas.getAllByRole('definition')[4]).toHaveTextContent('25 Min. mit dem ÖV (12.4 km)');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The row of a tile above the detail's list, in a language at a width: the longest words, nothing overflowing. */
function rowAndListIn(terms: string[], pay: string, start: string): Story {
  return {
    args: { facts: { ...hourlyFacts, publishedAt: '2026-11-19' }, homeHref: '/jumper/profile' },
    render: (args) => (
      <div className="flex flex-col gap-6">
        <JobFacts {...args} />
        <JobFacts {...args} variant="list" />
      </div>
    ),
    play: async ({ canvas, canvasElement }) => {
      await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(terms);
      await expect(canvas.getAllByText(pay)).toHaveLength(2);
      await expect(canvas.getAllByText(start)).toHaveLength(2);
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...rowAndListIn(
    ['Salaire', 'Taux d’activité', 'Début', 'Publiée', 'Trajet'],
    'CHF 29–32 / heure',
    'Dès le 1 déc. 2026',
  ),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...rowAndListIn(
    ['Salario', 'Grado di occupazione', 'Inizio', 'Pubblicato', 'Tragitto'],
    'CHF 29–32 / ora',
    'Dal 1 dic 2026',
  ),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
