import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import jobFactsGermanText from '../job-facts/locales/de';
import saveToggleGermanText from '../save-toggle/locales/de';
import { germanJob, jumperPositions, narrow, permanentJobs, wide } from '../story-support/fixtures';
import { hourlyFacts, monthlyFacts, storyToday } from '../story-support/fixtures-facts';
import { expectNoOverlap } from '../story-support/layout';
import { JobTile } from './job-tile';

const meta = {
  title: 'Patterns/Explore/JobTile',
  component: JobTile,
  args: { job: jumperPositions[0]!, onClick: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "**When to use:** one job in a list: title, company, place, facts, save.\n\n**When not to:** a job's full detail (use JobDetail).\n\n**States shown below:** jumper position, selected, permanent position, without company or place, long German narrow, with facts and save, German saved with facts narrow, saved and closed.",
      },
    },
    languages: { de: () => LongGermanNarrow.args },
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
  ...narrow,
  args: { job: germanJob, text: { kinds: { jumper: 'Jumper-Stelle', permanent: 'Feste Stelle' } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /Fachfrau\/Fachmann.*Feste Stelle/ })).toBeVisible();
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

export const GermanSavedWithFactsNarrow: Story = {
  ...narrow,
  args: {
    job: germanJob,
    facts: monthlyFacts,
    today: storyToday,
    save: { saved: true, onSavedChange: fn() },
    text: {
      kinds: { jumper: 'Jumper-Stelle', permanent: 'Feste Stelle' },
      facts: jobFactsGermanText,
      save: saveToggleGermanText,
    },
  },
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
