import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import { OtpInput } from './otp-input';
import { wide } from '../story-support/fixtures';

const meta = {
  title: 'Components/Forms/OtpInput',
  component: OtpInput,
  args: {
    label: 'OTP',
    hint: 'The 4-digit code we sent to your e-mail.',
    onValueChange: fn(),
    onComplete: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** entering a one-time code sent by e-mail or SMS.\n\n**When not to:** passwords (use PasswordField).\n\n**States shown below:** one field for the whole code, accepts pasted code, pasted code with spaces and text, rejects letters, stops at four digits, invalid, disabled, German narrow, wide.',
      },
    },
    languages: { de: () => GermanNarrow.args },
  },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneFieldForTheWholeCode: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'OTP' });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.getAllByRole('textbox')).toHaveLength(1);
    await expect(input).toHaveAccessibleDescription('The 4-digit code we sent to your e-mail.');
  },
};

export const AcceptsPastedCode: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'OTP' });
    await userEvent.click(input);
    await userEvent.paste('4821');
    await expect(input).toHaveValue('4821');
    await expect(args.onComplete).toHaveBeenCalledWith('4821');
  },
};

export const PastedCodeWithSpacesAndText: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'OTP' });
    await userEvent.click(input);
    await userEvent.paste('Code: 12 34');
    await expect(input).toHaveValue('1234');
    await expect(args.onComplete).toHaveBeenCalledWith('1234');
  },
};

export const RejectsLetters: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'OTP' });
    await userEvent.type(input, '1a2b');
    await expect(input).toHaveValue('12');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('12');
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.type(input, 'xyz');
    await expect(input).toHaveValue('12');
  },
};

export const StopsAtFourDigits: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'OTP' });
    await userEvent.type(input, '987654');
    await expect(input).toHaveValue('9876');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
  },
};

export const Invalid: Story = {
  args: { defaultValue: '12', required: true, error: 'Please enter valid OTP.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'OTP' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('The 4-digit code we sent to your e-mail. Please enter valid OTP.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '4821' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'OTP' })).toBeDisabled();
  },
};

export const GermanNarrow: Story = {
  ...narrowViewport,
  args: {
    label: 'Bestätigungscode',
    hint: 'Den vierstelligen Code finden Sie in der E-Mail, die wir Ihnen gesendet haben.',
  },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Bestätigungscode' });
    await userEvent.click(input);
    await userEvent.paste('0042');
    await expect(input).toHaveValue('0042');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** The same at laptop width (1280 px). */
export const Wide: Story = { ...OneFieldForTheWholeCode, ...wide };
