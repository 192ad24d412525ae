import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import { PasswordField } from './password-field';
import { wide } from '../story-support/fixtures';

const meta = {
  title: 'Components/Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', autoComplete: 'current-password' },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** entering a password, with a button that shows it.\n\n**When not to:** one-time codes (use OtpInput).\n\n**States shown below:** toggle reveals password, keyboard toggle, invalid, disabled, German narrow, wide.',
      },
    },
    languages: { de: () => GermanNarrow.args },
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

export const GermanNarrow: Story = {
  ...narrowViewport,
  args: {
    label: 'Neues Passwort bestätigen',
    text: { showPassword: 'Passwort anzeigen', hidePassword: 'Passwort verbergen' },
    hint: 'Mindestens 8 Zeichen, darunter Gross- und Kleinbuchstaben, eine Zahl und ein Sonderzeichen.',
    defaultValue: 'EinSehrLangesPasswort!2026MitVielenZeichen',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort anzeigen' }));
    await expect(canvas.getByRole('textbox', { name: 'Neues Passwort bestätigen' })).toHaveValue(
      'EinSehrLangesPasswort!2026MitVielenZeichen',
    );
    await expect(canvas.getByRole('button', { name: 'Passwort verbergen' })).toBeVisible();
  },
};

/** The same at laptop width (1280 px). */
export const Wide: Story = { ...ToggleRevealsPassword, ...wide };
