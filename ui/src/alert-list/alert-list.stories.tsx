import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { wide } from '../story-support/fixtures';
import { everyPermanentJob, forkliftCriteria } from '../story-support/fixtures-alerts';
import { inLanguage } from '../story-support/languages';
import { AlertList, type JobAlert } from './alert-list';
import { alertListTranslations } from './alert-list-text';

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
          "**When to use:** listing a jumper's job alerts with pause, edit and delete.\n\n**When not to:** search results (use JobList).\n\n**States shown below:** active and paused wide, delete after confirmation, cancel keeps the alert, no alerts yet, German narrow, German empty wide, French and Italian list, empty list and delete question narrow and wide.",
      },
    },
    translations: alertListTranslations,
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
  ...inLanguage('de', 'narrow'),
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
  ...inLanguage('de', 'wide'),
  args: { alerts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Noch keine Suchabos')).toBeVisible();
  },
};

/** The list above an empty one, and the question before a delete, in a language: nothing may overflow. */
function listAndQuestionIn(words: {
  dailyEmail: string;
  paused: string;
  /** As its text is matched: no-break spaces read as spaces. */
  criteria: string;
  empty: string;
  delete: string;
  question: string;
  description: string;
  cancel: string;
}): Story {
  return {
    render: (args) => (
      <div className="flex flex-col gap-6">
        <AlertList {...args} />
        <AlertList {...args} alerts={[]} />
      </div>
    ),
    play: async ({ canvas, canvasElement }) => {
      await expect(canvas.getAllByRole('switch', { name: words.dailyEmail })).toHaveLength(2);
      await expect(canvas.getByText(words.paused)).toBeVisible();
      await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(words.criteria);
      await expect(canvas.getByText(words.empty)).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: words.delete }));
      const question = await screen.findByRole('alertdialog', { name: words.question });
      await expect(question).toHaveAccessibleDescription(words.description);
      await expect(question.scrollWidth).toBeLessThanOrEqual(question.clientWidth);
      await userEvent.click(within(question).getByRole('button', { name: words.cancel }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...listAndQuestionIn({
    dailyEmail: 'E-mail quotidien',
    paused: 'En pause',
    criteria: 'Postes jumper · « forklift » · Jusqu’à 45 min de trajet en transports publics',
    empty: 'Aucune alerte emploi pour l’instant',
    delete: 'Supprimer l’alerte emploi Forklift near Zurich',
    question: 'Supprimer l’alerte emploi «\u00a0Forklift near Zurich\u00a0»\u00a0?',
    description: 'Vous ne recevrez plus d’e-mails pour elle. Cette action est irréversible.',
    cancel: 'Annuler',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...listAndQuestionIn({
    dailyEmail: 'E-mail giornaliera',
    paused: 'In pausa',
    criteria: 'Posti jumper · «forklift» · Fino a 45 min di tragitto con i mezzi pubblici',
    empty: 'Ancora nessun avviso di lavoro',
    delete: 'Elimina l’avviso di lavoro Forklift near Zurich',
    question: 'Eliminare l’avviso di lavoro «Forklift near Zurich»?',
    description: 'Non riceverà più e-mail per esso. Questa azione non può essere annullata.',
    cancel: 'Annulla',
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
