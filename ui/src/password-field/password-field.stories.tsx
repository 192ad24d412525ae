import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PasswordField } from './password-field';
import { passwordFieldTranslations } from './password-field-text';
import { wide } from '../story-support/fixtures';
import { inLanguage } from '../story-support/languages';

const meta = {
  title: 'Components/Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', autoComplete: 'current-password' },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** entering a password, with a button that shows it.\n\n**When not to:** one-time codes (use OtpInput).\n\n**States shown below:** toggle reveals password, keyboard toggle, invalid, disabled, German, French and Italian narrow, French and Italian wide, wide.',
      },
    },
    translations: passwordFieldTranslations,
    // The label is the caller's: each language's story names the field in its own words.
    languages: { de: () => GermanNarrow.args, fr: () => FrenchNarrow.args, it: () => ItalianNarrow.args },
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToggleRevealsPassword: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Password/);
    await userEvent.type(input, 'Secret!42');
    await expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('Secret!42');

    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.queryByRole('textbox', { name: 'Password' })).not.toBeInTheDocument();
  },
};

export const KeyboardToggle: Story = {
  args: { defaultValue: 'Secret!42' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Password/)).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('Secret!42');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { required: true, error: 'Please enter password.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Password/);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Please enter password.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Secret!42' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Password/)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

/** A long label, hint and password, revealed and hidden again in a language: nothing may overflow. */
function revealedIn(label: string, hint: string, show: string, hide: string): Story {
  const password = 'EinSehrLangesPasswort!2026MitVielenZeichen';
  return {
    args: { label, hint, defaultValue: password },
    play: async ({ canvas, canvasElement }) => {
      await userEvent.click(canvas.getByRole('button', { name: show }));
      await expect(canvas.getByRole('textbox', { name: label })).toHaveValue(password);
      await expect(canvas.getByRole('button', { name: hide })).toBeVisible();
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const GermanNarrow: Story = {
  ...revealedIn(
    'Neues Passwort bestätigen',
    'Mindestens 8 Zeichen, darunter Gross- und Kleinbuchstaben, eine Zahl und ein Sonderzeichen.',
    'Passwort anzeigen',
    'Passwort verbergen',
  ),
  ...inLanguage('de', 'narrow'),
};

export const FrenchNarrow: Story = {
  ...revealedIn(
    'Confirmation du nouveau mot de passe',
    'Au moins 8 caractères, dont des majuscules et des minuscules, un chiffre et un caractère spécial.',
    'Afficher le mot de passe',
    'Masquer le mot de passe',
  ),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...revealedIn(
    'Conferma della nuova password',
    'Almeno 8 caratteri, con lettere maiuscole e minuscole, una cifra e un carattere speciale.',
    'Mostra password',
    'Nascondi password',
  ),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };

/** The same at laptop width (1280 px). */
export const Wide: Story = { ...ToggleRevealsPassword, ...wide };
