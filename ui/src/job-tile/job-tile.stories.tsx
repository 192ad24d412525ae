import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { germanJob, jumperPositions, permanentJobs, wide } from '../story-support/fixtures';
import { hourlyFacts, monthlyFacts, storyToday } from '../story-support/fixtures-facts';
import { inLanguage } from '../story-support/languages';
import { expectNoOverlap } from '../story-support/layout';
import { JobTile, jobTileTranslations } from './job-tile';

const meta = {
  title: 'Patterns/Explore/JobTile',
  component: JobTile,
  args: { job: jumperPositions[0]!, onClick: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "**When to use:** one job in a list: title, company, place, facts, save.\n\n**When not to:** a job's full detail (use JobDetail).\n\n**States shown below:** jumper position, selected, permanent position, without company or place, long German narrow, with facts and save, German saved with facts narrow, saved and closed, French and Italian open and closed narrow and wide.",
      },
    },
    translations: jobTileTranslations,
  },
} satisfies Meta<typeof JobTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const JumperPosition: Story = {
  tags: ['display-checks'],
  play: async ({ canvas, args }) => {
    const tile = canvas.getByRole('button', { name: /Warehouse Assistant/ });
    await expect(tile).toHaveTextContent('Logistik Limmat AG');
    await expect(tile).toHaveTextContent('Zürich');
    await expect(tile).toHaveTextContent('Jumper position');
    await expect(tile).not.toHaveAttribute('aria-current');
    await userEvent.click(tile);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('button', { name: /Warehouse Assistant/ });
    await expect(tile).toHaveAttribute('aria-current', 'true');
    await expect(tile).toHaveAttribute('data-state', 'selected');
  },
};

export const PermanentPosition: Story = {
  args: { job: permanentJobs[0]! },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Software Engineer.*Permanent position/ })).toBeVisible();
  },
};

export const WithoutCompanyOrPlace: Story = {
  args: {
    job: { id: 7, job_name: 'Cleaner', job_description: '', latitude: 47.37, longitude: 8.54, is_applied: false },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAccessibleName('Cleaner Jumper position');
  },
};

export const LongGermanNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: { job: germanJob },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /Fachfrau\/Fachmann.*Festanstellung/ })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const WithFactsAndSave: Story = {
  ...wide,
  args: { facts: hourlyFacts, today: storyToday, save: { saved: false, onSavedChange: fn() } },
  play: async ({ canvas, args }) => {
    const tile = canvas.getByRole('button', { name: /^Warehouse Assistant/ });
    await expect(tile).toHaveAccessibleName(
      'Warehouse Assistant Logistik Limmat AG Zürich Jumper position Pay: CHF 29–32 / hour Workload: 80–100 % Start: From 1 Dec 2026 Published: 3 days ago Commute: 25 min by public transport 18 min by car',
    );
    // The save toggle is a button of its own, next in the tab order, not inside the tile's button.
    const save = canvas.getByRole('button', { name: 'Save: Warehouse Assistant' });
    await expect(tile).not.toContainElement(save);
    await userEvent.tab();
    await expect(tile).toHaveFocus();
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.save!.onSavedChange).toHaveBeenCalledWith(true);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expectNoOverlap([canvas.getByText('Warehouse Assistant'), save]);
  },
};

/** No home to measure from: the tile says how to see the commute (a button holds no link; the detail has it). */
export const WithoutHomeInvitesToSetIt: Story = {
  ...wide,
  args: { facts: monthlyFacts, today: storyToday, invitesHome: true },
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('button', { name: /^Warehouse Assistant/ });
    await expect(tile).toHaveAccessibleName(/Commute: Set your home to see the commute$/);
    await expect(tile.querySelector('a')).toBeNull();
  },
};

export const GermanWithoutHomeNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: { job: germanJob, facts: monthlyFacts, today: storyToday, invitesHome: true },
  play: async ({ canvas, canvasElement }) => {
    const tile = canvas.getByRole('button', { name: /^Fachfrau\/Fachmann/ });
    await expect(tile).toHaveTextContent('Wohnadresse angeben, um den Arbeitsweg zu sehen');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const GermanSavedWithFactsNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: { job: germanJob, facts: monthlyFacts, today: storyToday, save: { saved: true, onSavedChange: fn() } },
  play: async ({ canvas, canvasElement }) => {
    const tile = canvas.getByRole('button', { name: /^Fachfrau\/Fachmann/ });
    await expect(tile).toHaveTextContent(/Lohn: CHF 5[’']200 \/ Monat/);
    await expect(tile).toHaveTextContent('Beginn: Ab sofort');
    await expect(tile).toHaveTextContent('Veröffentlicht: Heute');
    const save = canvas.getByRole('button', { name: /^Gemerkt: Fachfrau/ });
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expectNoOverlap([canvas.getByText(germanJob.job_title), save]);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const SavedAndClosed: Story = {
  args: {
    job: { ...jumperPositions[0]!, is_open: false },
    facts: hourlyFacts,
    today: storyToday,
    save: { saved: true, onSavedChange: fn() },
  },
  play: async ({ canvas, args }) => {
    // A saved job that closed stays in the Saved list, marked so.
    const tile = canvas.getByRole('button', { name: /^Warehouse Assistant/ });
    await expect(tile).toHaveTextContent('Closed');
    await expect(tile).toHaveAttribute('data-closed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Saved: Warehouse Assistant' }));
    await expect(args.save!.onSavedChange).toHaveBeenCalledWith(false);
  },
};

/** A long open tile above a closed one, both saved, in a language at a width: the longest words, nothing overflowing. */
function openAndClosedIn(words: { kinds: [string, string]; closed: string; pay: RegExp; saved: string }): Story {
  return {
    args: { job: germanJob, facts: monthlyFacts, today: storyToday, save: { saved: true, onSavedChange: fn() } },
    render: (args) => (
      <div className="flex flex-col gap-3">
        <JobTile {...args} />
        <JobTile {...args} job={{ ...jumperPositions[0]!, is_open: false }} facts={hourlyFacts} />
      </div>
    ),
    play: async ({ canvas, canvasElement }) => {
      const [open, closed] = canvasElement.querySelectorAll<HTMLElement>('[data-slot=job-tile]');
      await expect(open).toHaveTextContent(words.kinds[1]);
      await expect(open).toHaveTextContent(words.pay);
      await expect(open).not.toHaveTextContent(words.closed);
      await expect(closed).toHaveTextContent(words.kinds[0]);
      await expect(closed).toHaveTextContent(words.closed);
      const save = canvas.getByRole('button', { name: `${words.saved}: Warehouse Assistant` });
      await expectNoOverlap([canvas.getByText('Warehouse Assistant'), save]);
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...openAndClosedIn({
    kinds: ['Poste jumper', 'Poste fixe'],
    closed: 'Fermée',
    pay: /Salaire: CHF 5\s200 \/ mois/,
    saved: 'Enregistrée',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...openAndClosedIn({
    kinds: ['Posto jumper', 'Posto fisso'],
    closed: 'Chiuso',
    pay: /Salario: CHF 5’?200 \/ mese/,
    saved: 'Salvato',
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
