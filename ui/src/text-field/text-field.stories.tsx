import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import { TextField } from './text-field';
import { wide } from '../story-support/fixtures';

const meta = {
  title: 'Components/Forms/TextField',
  component: TextField,
  args: { label: 'First name', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** a single line of text (names, e-mail, search).\n\n**When not to:** long text (use Textarea) or passwords (use PasswordField).\n\n**States shown below:** empty, filled, required and invalid, disabled, keyboard focus, long German text, wide.',
      },
    },
    languages: { de: () => LongGermanText.args },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  tags: ['display-checks'],
  args: { autoComplete: 'given-name' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'Anna');
    await expect(input).toHaveValue('Anna');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Anna', hint: 'As written in your passport.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(input).toHaveValue('Anna');
    await expect(input).toHaveAccessibleDescription('As written in your passport.');
  },
};

export const RequiredAndInvalid: Story = {
  args: {
    required: true,
    hint: 'As written in your passport.',
    error: 'Please enter your first name.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('As written in your passport. Please enter your first name.');
    await expect(canvas.getByText('Please enter your first name.')).toBeVisible();
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'anna@example.ch', label: 'E-mail' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('anna@example.ch');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(input).toHaveFocus();
    await expect(getComputedStyle(input).outlineStyle).toBe('solid');
  },
};

export const LongGermanText: Story = {
  ...narrowViewport,
  args: {
    label: 'Vollständige Wohnadresse einschliesslich Postleitzahl und Ortschaft',
    hint: 'Bitte geben Sie die Adresse so an, wie sie auf Ihrer Aufenthaltsbewilligung steht.',
    error: 'Die Adresse ist erforderlich.',
    required: true,
    defaultValue: 'Bahnhofstrasse 123, 8001 Zürich-Unterstrass bei der Kantonsschule',
  },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: /Vollständige Wohnadresse/ });
    await expect(input).toBeInvalid();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** The same at laptop width (1280 px). */
export const Wide: Story = { ...Empty, ...wide };
