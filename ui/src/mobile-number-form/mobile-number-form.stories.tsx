import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import { germanFormActions } from '../story-support/fixtures-german';
import { MobileNumberForm, type MobileNumberFormText } from './mobile-number-form';

const meta = {
  title: 'Patterns/Forms/MobileNumberForm',
  component: MobileNumberForm,
  args: { mobileNumber: '+41 79 123 45 67', countryCode: '+41', onSave: fn(), className: 'max-w-md' },
  parameters: {
    docs: {
      description: {
        component:
          "**When to use:** changing the account's mobile number, read-only until the pencil is pressed.\n\n**When not to:** a phone field inside another form (use PhoneField).\n\n**States shown below:** read only until pencil, every message then save, narrow, German account, German validation messages.",
      },
    },
    languages: { de: () => GermanValidationMessages.args },
  },
} satisfies Meta<typeof MobileNumberForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnlyUntilPencil: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Mobile number');
    await expect(input).toHaveValue('+41 79 123 45 67');
    await expect(input).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit mobile number' }));
    await expect(input).not.toHaveAttribute('readonly');
    await expect(input).toHaveFocus();
  },
};

export const EveryMessageThenSave: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit mobile number' }));
    const input = canvas.getByLabelText('Mobile number');
    await userEvent.clear(input);
    await userEvent.type(input, '079 12x');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please enter a valid mobile number.')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '079 123');
    await expect(await canvas.findByText('Mobile number must be between 10 and 15 digits.')).toBeVisible();
    // Ten digits, but not a Swiss mobile number (a Zurich landline).
    await userEvent.clear(input);
    await userEvent.type(input, '044 123 45 67');
    await expect(await canvas.findByText('Please enter a valid mobile number.')).toBeVisible();
    // Typed nationally, for the account's country: saved in E.164.
    await userEvent.clear(input);
    await userEvent.type(input, '78 111 22 33');
    await expect(canvas.queryByText('Please enter a valid mobile number.')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ mobile_number: '+41781112233' });
    // Saved: back to read-only with the pencil, which has the focus.
    await expect(await canvas.findByRole('button', { name: 'Edit mobile number' })).toHaveFocus();
    await expect(input).toHaveAttribute('readonly');
  },
};

export const Narrow: Story = {
  ...narrowViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Mobile number')).toHaveValue('+41 79 123 45 67');
  },
};

/** A German account: a number typed without a calling code is a German one. */
export const GermanAccount: Story = {
  args: { mobileNumber: '+49 1512 3456789', countryCode: '+49' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Mobile number');
    await expect(input).toHaveValue('+49 1512 3456789');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit mobile number' }));
    await userEvent.clear(input);
    await userEvent.type(input, '0170 1234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ mobile_number: '+491701234567' });
  },
};

const germanText: MobileNumberFormText = {
  mobileNumber: 'Mobilnummer',
  edit: 'Mobilnummer bearbeiten',
  save: germanFormActions.submit,
  mobileInvalid: 'Bitte eine gültige Mobilnummer eingeben.',
  mobileLength: 'Die Mobilnummer muss 10 bis 15 Ziffern haben.',
};

export const GermanValidationMessages: Story = {
  ...narrowViewport,
  args: { text: germanText },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mobilnummer bearbeiten' }));
    const input = canvas.getByLabelText('Mobilnummer');
    await userEvent.clear(input);
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await expect(await canvas.findByText('Bitte eine gültige Mobilnummer eingeben.')).toBeVisible();
    await userEvent.type(input, '079123');
    await expect(await canvas.findByText('Die Mobilnummer muss 10 bis 15 Ziffern haben.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
