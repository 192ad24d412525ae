import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { inLanguage } from '../story-support/languages';
import { Banner, bannerTranslations } from './banner';

const meta = {
  title: 'Components/Feedback/Banner',
  component: Banner,
  args: { children: 'Email has already been taken' },
  parameters: {
    docs: {
      description: {
        component:
          "**When to use:** a message about the whole page or form: a server error, a warning, a success.\n\n**When not to:** a field's own error (the field shows it) or a passing confirmation (use Toast).\n\n**States shown below:** server error, dismissible, variants, long German, French and Italian narrow, French and Italian wide.",
      },
    },
    translations: bannerTranslations,
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerError: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Email has already been taken');
    await expect(alert).toHaveAttribute('data-variant', 'error');
  },
};

export const Dismissible: Story = {
  args: { title: 'Something went wrong, Please try again!', children: undefined, onDismiss: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <Banner variant="warning">Your documents are being verified.</Banner>
      <Banner variant="success">Bank Details Added Successfully!</Banner>
      <Banner variant="info">What are you waiting for? Get the app</Banner>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your documents are being verified.');
    const statuses = canvas.getAllByRole('status');
    await expect(statuses).toHaveLength(2);
    await expect(statuses[0]).toHaveTextContent('Bank Details Added Successfully!');
  },
};

export const LongGermanNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: {
    title: 'Registrierung fehlgeschlagen',
    children:
      'Diese E-Mail-Adresse ist bereits registriert. Melden Sie sich an oder setzen Sie Ihr Passwort zurück, falls Sie es vergessen haben.',
    onDismiss: fn(),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(/bereits registriert/);
    await expect(alert.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(canvas.getByRole('button', { name: 'Schliessen' })).toBeVisible();
  },
};

/** A long refusal with its title, dismissed in a language: the text wraps beside the button, nothing overflows. */
function longRefusalIn(title: string, children: string, dismiss: string): Story {
  return {
    args: { title, children, onDismiss: fn() },
    play: async ({ canvas, canvasElement, args }) => {
      await expect(canvas.getByRole('alert')).toHaveTextContent(title);
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
      await userEvent.click(canvas.getByRole('button', { name: dismiss }));
      await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    },
  };
}

export const FrenchNarrow: Story = {
  ...longRefusalIn(
    'L’inscription a échoué',
    'Cette adresse e-mail est déjà enregistrée. Connectez-vous ou réinitialisez votre mot de passe si vous l’avez oublié.',
    'Fermer',
  ),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...longRefusalIn(
    'Registrazione non riuscita',
    'Questo indirizzo e-mail è già registrato. Acceda o reimposti la password se l’ha dimenticata.',
    'Chiudi',
  ),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
