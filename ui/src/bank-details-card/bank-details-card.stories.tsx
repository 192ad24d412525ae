import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import { inLanguage } from '../story-support/languages';
import { BankDetailsCard, bankDetailsCardTranslations } from './bank-details-card';

const meta = {
  title: 'Patterns/Profile/BankDetailsCard',
  component: BankDetailsCard,
  args: { bankDetail: null, onEdit: fn(), className: 'max-w-xl' },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** showing the stored bank account with its IBAN masked until asked.\n\n**When not to:** entering the account (use BankDetailsForm).\n\n**States shown below:** add prompt, saved, IBAN masked until shown, German add prompt, German saved narrow, French and Italian add prompt and saved narrow and wide.',
      },
    },
    translations: bankDetailsCardTranslations,
  },
} satisfies Meta<typeof BankDetailsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddPrompt: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add your bank account details' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
  },
};

export const Saved: Story = {
  ...narrowViewport,
  args: {
    bankDetail: {
      iban: 'CH9300762011623852957',
      bank_name: 'PostFinance',
      account_holder_first_name: 'Ana',
      account_holder_last_name: 'Muster',
      address: 'Bahnhofstrasse 1',
      plz: '8001',
      city: 'Zürich',
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('CH•• •••• •••• •••• •295 7')).toBeVisible();
    await expect(canvas.queryByText('CH93 0076 2011 6238 5295 7')).not.toBeInTheDocument();
    await expect(canvas.getByText('Ana Muster')).toBeVisible();
    await expect(canvas.getByText('Bahnhofstrasse 1, 8001 Zürich')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit bank account details' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
  },
};

/**
 * Regression: the card showed the whole IBAN to anyone looking at the screen. It shows the country and the last four
 * characters; screen readers hear those four, not a row of bullets; a toggle button shows and hides the rest.
 */
export const IbanMaskedUntilShown: Story = {
  args: Saved.args,
  play: async ({ canvas }) => {
    const masked = canvas.getByText('CH•• •••• •••• •••• •295 7');
    await expect(masked).toBeVisible();
    await expect(masked).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('hidden, ends in 2 9 5 7')).toBeInTheDocument();
    await expect(canvas.queryByText('CH93 0076 2011 6238 5295 7')).not.toBeInTheDocument();

    const toggle = canvas.getByRole('button', { name: 'Show full IBAN' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // By keyboard: the toggle is reached with Tab (after the edit pencil) and pressed with Enter, then Space.
    await userEvent.tab();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('CH93 0076 2011 6238 5295 7')).toBeVisible();
    await expect(canvas.queryByText('CH•• •••• •••• •••• •295 7')).not.toBeInTheDocument();
    await expect(canvas.queryByText('hidden, ends in 2 9 5 7')).not.toBeInTheDocument();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByText('CH•• •••• •••• •••• •295 7')).toBeVisible();
    await expect(canvas.queryByText('CH93 0076 2011 6238 5295 7')).not.toBeInTheDocument();
  },
};

export const GermanAddPrompt: Story = {
  ...inLanguage('de', 'narrow'),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bankverbindung hinzufügen' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
  },
};

export const GermanSavedNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: Saved.args,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Bankverbindung' })).toBeVisible();
    await expect(canvas.getByText('Kontoinhaber/in')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bankverbindung bearbeiten' })).toBeVisible();
    await expect(canvas.getByText('CH•• •••• •••• •••• •295 7')).toBeVisible();
    await expect(canvas.getByText('verborgen, endet auf 2 9 5 7')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Ganze IBAN anzeigen', pressed: false }));
    await expect(canvas.getByRole('button', { name: 'Ganze IBAN anzeigen', pressed: true })).toHaveFocus();
    await expect(canvas.getByText('CH93 0076 2011 6238 5295 7')).toBeVisible();
  },
};

/** The prompt to add an account above a saved one, in a language: every word of the card; nothing may overflow. */
function promptAndSavedIn(words: {
  addPrompt: string;
  title: string;
  edit: string;
  terms: string[];
  ibanHidden: string;
  showIban: string;
}): Story {
  return {
    args: Saved.args,
    render: (args) => (
      <div className="flex flex-col gap-4">
        <BankDetailsCard {...args} bankDetail={null} />
        <BankDetailsCard {...args} />
      </div>
    ),
    play: async ({ canvas, canvasElement }) => {
      await expect(canvas.getByRole('button', { name: words.addPrompt })).toBeVisible();
      await expect(canvas.getByRole('heading', { name: words.title })).toBeVisible();
      await expect(canvas.getByRole('button', { name: words.edit })).toBeVisible();
      await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(words.terms);
      await expect(canvas.getByText(words.ibanHidden)).toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: words.showIban, pressed: false })).toBeVisible();
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...promptAndSavedIn({
    addPrompt: 'Ajouter vos coordonnées bancaires',
    title: 'Coordonnées bancaires',
    edit: 'Modifier les coordonnées bancaires',
    terms: ['IBAN', 'Banque', 'Titulaire du compte', 'Adresse'],
    ibanHidden: 'masqué, se termine par 2 9 5 7',
    showIban: 'Afficher l’IBAN complet',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...promptAndSavedIn({
    addPrompt: 'Aggiungi coordinate bancarie',
    title: 'Coordinate bancarie',
    edit: 'Modifica coordinate bancarie',
    terms: ['IBAN', 'Banca', 'Titolare del conto', 'Indirizzo'],
    ibanHidden: 'nascosto, termina con 2 9 5 7',
    showIban: 'Mostra l’IBAN completo',
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
