import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import { PhoneField } from './phone-field';
import { wide } from '../story-support/fixtures';

const meta = {
  title: 'Components/Forms/PhoneField',
  component: PhoneField,
  args: {
    label: 'Mobile number',
    countryCodes: [
      { value: '+41', label: '+41' },
      { value: '+49', label: '+49' },
      { value: '+39', label: '+39' },
      { value: '+33', label: '+33' },
    ],
    defaultCountryCode: '+41',
    onCountryCodeChange: fn(),
    onChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** entering a phone number with its country code (+41 by default).\n\n**When not to:** other numbers (use TextField or StepperInput).\n\n**States shown below:** choose code and type number, keyboard, invalid, disabled, German narrow, wide.',
      },
    },
    languages: { de: () => GermanNarrow.args },
  },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseCodeAndTypeNumber: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Mobile number' })).toBeVisible();
    const code = canvas.getByRole('combobox', { name: /^Country code/ });
    await expect(code).toHaveDisplayValue('+41');
    await userEvent.selectOptions(code, '+49');
    await expect(code).toHaveDisplayValue('+49');
    await expect(args.onCountryCodeChange).toHaveBeenCalledWith('+49');

    const number = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(number).toHaveAttribute('type', 'tel');
    await userEvent.type(number, '791234567');
    await expect(number).toHaveValue('791234567');
  },
};

/** The calling code is the browser's own drop-down, operated by its keys; Tab goes from it to the number. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const code = canvas.getByRole('combobox', { name: /^Country code/ });
    await expect(code).toHaveFocus();
    await expect(code.tagName).toBe('SELECT');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { required: true, defaultValue: '12345', error: 'Mobile number must be between 10 and 15 digits.' },
  play: async ({ canvas }) => {
    const number = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(number).toBeInvalid();
    await expect(number).toHaveAccessibleDescription('Mobile number must be between 10 and 15 digits.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '0791234567' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /^Country code/ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toBeDisabled();
  },
};

export const GermanNarrow: Story = {
  ...narrowViewport,
  args: {
    label: 'Mobiltelefonnummer für Rückfragen zu Ihrer Bewerbung',
    text: { countryCode: 'Landesvorwahl' },
    hint: '10 bis 15 Ziffern, ohne Leerzeichen.',
    defaultValue: '0791234567',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox', { name: /^Landesvorwahl/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Mobiltelefonnummer/ })).toHaveValue('0791234567');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** The same at laptop width (1280 px). */
export const Wide: Story = { ...ChooseCodeAndTypeNumber, ...wide };
