import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Dialog } from '../dialog';
import { wide } from '../story-support/fixtures';
import { everyPermanentJob, forkliftCriteria } from '../story-support/fixtures-alerts';
import { inLanguage } from '../story-support/languages';
import { AlertEditor } from './alert-editor';
import { alertEditorTranslations } from './alert-editor-text';

const meta = {
  title: 'Patterns/Explore/AlertEditor',
  component: AlertEditor,
  args: { criteria: forkliftCriteria, onSave: fn(), onCancel: fn(), className: 'max-w-lg' },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** saving a job search as an alert: a name and the filters it watches.\n\n**When not to:** editing filters of the current search only (use JobFilters).\n\n**States shown below:** saves the search wide, name required, name too long, refused by the server, every new job of a kind, German in a dialog narrow, French and Italian name required in a dialog narrow and wide.',
      },
    },
    translations: alertEditorTranslations,
  },
} satisfies Meta<typeof AlertEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SavesTheSearchWide: Story = {
  tags: ['display-checks'],
  ...wide,
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole('textbox', { name: /Name of the alert/ });
    await expect(name).toHaveValue('Jumper positions, “forklift”');
    const criteria = within(canvas.getByRole('region', { name: 'New jobs it looks for' }));
    await expect(criteria.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Jumper positions',
      '“forklift”',
      'Up to 45 min to work by public transport',
      '60–100 % workload',
      'At least CHF 25 / hour',
      'In Zurich',
      'Starting within 2 weeks',
      'German up to my level',
    ]);
    await expect(canvas.getByText(/one e-mail a day when new jobs match/)).toBeVisible();
    await userEvent.clear(name);
    await userEvent.type(name, '  Forklift near Zurich ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save alert' }));
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Forklift near Zurich' });
  },
};

export const NameRequired: Story = {
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole('textbox', { name: /Name of the alert/ });
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Save alert' }));
    await expect(name).toHaveAccessibleDescription('Please give the alert a name.');
    await expect(name).toBeInvalid();
    await expect(name).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const NameTooLong: Story = {
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole('textbox', { name: /Name of the alert/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'x'.repeat(81));
    await userEvent.keyboard('{Enter}');
    await expect(name).toHaveAccessibleDescription('Please keep the name to 80 characters.');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const RefusedByTheServer: Story = {
  args: { errorMessage: 'You have 20 alerts, the most there can be. Delete one in Settings first.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('You have 20 alerts');
  },
};

export const EveryNewJobOfAKind: Story = {
  args: { criteria: everyPermanentJob, onCancel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Name of the alert/ })).toHaveValue('Permanent positions');
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Permanent positions']);
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};

export const GermanInADialogNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  render: (args) => (
    <Dialog defaultOpen title="Suche als Suchabo speichern" text={{ close: 'Schliessen' }}>
      <AlertEditor {...args} />
    </Dialog>
  ),
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Suche als Suchabo speichern' });
    const name = within(dialog).getByRole('textbox', { name: /Name des Suchabos/ });
    await expect(name).toHaveValue('Jumper-Stellen, «forklift»');
    await expect(within(dialog).getByText('Im Kanton Zürich')).toBeVisible();
    await expect(within(dialog).getByText('Mindestens CHF 25 / Stunde')).toBeVisible();
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suchabo speichern' }));
    await expect(name).toHaveAccessibleDescription('Bitte geben Sie dem Suchabo einen Namen.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

/** The editor in its dialog with every criterion and the name left empty, in a language: nothing may overflow. */
function nameRequiredIn(words: {
  /** The dialog's title, as the page words it. */
  title: string;
  close: string;
  name: RegExp;
  defaultName: string;
  criteria: string[];
  submit: string;
  nameRequired: string;
  cancel: string;
}): Story {
  return {
    render: (args) => (
      <Dialog defaultOpen title={words.title} text={{ close: words.close }}>
        <AlertEditor {...args} />
      </Dialog>
    ),
    play: async () => {
      const dialog = within(await screen.findByRole('dialog', { name: words.title }));
      const name = dialog.getByRole('textbox', { name: words.name });
      await expect(name).toHaveValue(words.defaultName);
      await expect(dialog.getAllByRole('listitem').map((item) => item.textContent)).toEqual(words.criteria);
      await userEvent.clear(name);
      await userEvent.click(dialog.getByRole('button', { name: words.submit }));
      await expect(name).toHaveAccessibleDescription(words.nameRequired);
      await expect(dialog.getByRole('button', { name: words.cancel })).toBeVisible();
      const element = screen.getByRole('dialog');
      await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...nameRequiredIn({
    title: 'Enregistrer cette recherche comme alerte',
    close: 'Fermer',
    name: /Nom de l’alerte/,
    defaultName: 'Postes jumper, «\u00a0forklift\u00a0»',
    criteria: [
      'Postes jumper',
      '«\u00a0forklift\u00a0»',
      'Jusqu’à 45 min de trajet en transports publics',
      'Taux d’activité de 60–100 %',
      'Au moins CHF 25 / heure',
      'Canton\u00a0: Zurich',
      'Début dans les 2 semaines',
      'Allemand jusqu’à mon niveau',
    ],
    submit: 'Enregistrer l’alerte',
    nameRequired: 'Veuillez donner un nom à l’alerte.',
    cancel: 'Annuler',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...nameRequiredIn({
    title: 'Salva questa ricerca come allerta',
    close: 'Chiudi',
    name: /Nome dell’allerta/,
    defaultName: 'Posti jumper, «forklift»',
    criteria: [
      'Posti jumper',
      '«forklift»',
      'Fino a 45 min di tragitto con i mezzi pubblici',
      'Grado d’occupazione del 60–100 %',
      'Almeno CHF 25 / ora',
      'Cantone: Zurigo',
      'Inizio entro 2 settimane',
      'Tedesco fino al mio livello',
    ],
    submit: 'Salva l’allerta',
    nameRequired: 'La preghiamo di dare un nome all’allerta.',
    cancel: 'Annulla',
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
