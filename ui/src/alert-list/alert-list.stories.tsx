import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { narrow, wide } from '../story-support/fixtures';
import { everyPermanentJob, forkliftCriteria } from '../story-support/fixtures-alerts';
import { AlertList, type JobAlert } from './alert-list';
import { alertListGermanText } from './alert-list-text';

const alerts: JobAlert[] = [
  { id: 1, name: 'Forklift near Zurich', criteria: forkliftCriteria, paused: false },
  { id: 2, name: 'Any permanent job', criteria: everyPermanentJob, paused: true },
];

const meta = {
  title: 'Patterns/Settings/AlertList',
  component: AlertList,
  args: { alerts, onPausedChange: fn(), onDelete: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "**When to use:** listing a jumper's job alerts with pause, edit and delete.\n\n**When not to:** search results (use JobList).\n\n**States shown below:** active and paused wide, delete after confirmation, cancel keeps the alert, no alerts yet, German narrow, German empty wide.",
      },
    },
    languages: { de: () => GermanNarrow.args },
  },
} satisfies Meta<typeof AlertList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ActiveAndPausedWide: Story = {
  ...wide,
  play: async ({ canvas, args }) => {
    const [forklift, permanent] = canvas.getAllByRole('listitem');
    await expect(within(forklift!).getByRole('heading', { name: 'Forklift near Zurich' })).toBeVisible();
    await expect(forklift).toHaveTextContent(
      'Jumper positions · “forklift” · Up to 45 min to work by public transport · 60–100 % workload · At least CHF 25 / hour · In Zurich · Starting within 2 weeks · German up to my level',
    );
    const active = within(forklift!).getByRole('switch', { name: 'Daily e-mail' });
    await expect(active).toHaveAccessibleDescription('Forklift near Zurich');
    await expect(active).toBeChecked();
    await expect(within(permanent!).getByText('Paused')).toBeVisible();
    const paused = within(permanent!).getByRole('switch', { name: 'Daily e-mail' });
    await expect(paused).not.toBeChecked();
    await userEvent.click(active);
    await expect(args.onPausedChange).toHaveBeenCalledWith(alerts[0], true);
    await userEvent.click(paused);
    await expect(args.onPausedChange).toHaveBeenCalledWith(alerts[1], false);
  },
};

export const DeleteAfterConfirmation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete the alert Forklift near Zurich' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete the alert “Forklift near Zurich”?' });
    await expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(alerts[0]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const CancelKeepsTheAlert: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete the alert Any permanent job' }));
    const question = await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(question).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const NoAlertsYet: Story = {
  args: { alerts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No job alerts yet')).toBeVisible();
    await expect(canvas.getByText('Save a search on Explore to hear of new jobs by e-mail.')).toBeVisible();
  },
};

export const GermanNarrow: Story = {
  ...narrow,
  args: { text: alertListGermanText },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('switch', { name: 'Tägliche E-Mail' })).toHaveLength(2);
    await expect(canvas.getByText('Pausiert')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Bis 45 Min. Arbeitsweg mit dem ÖV');
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Im Kanton Zürich');
    await expect(canvas.getByRole('button', { name: 'Suchabo Any permanent job löschen' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const GermanEmptyWide: Story = {
  ...wide,
  args: { alerts: [], text: alertListGermanText },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Noch keine Suchabos')).toBeVisible();
  },
};
