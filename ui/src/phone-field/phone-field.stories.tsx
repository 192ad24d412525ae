import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PhoneField, phoneFieldTranslations } from './phone-field';
import { wide } from '../story-support/fixtures';
import { inLanguage } from '../story-support/languages';

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
          '**When to use:** entering a phone number with its country code (+41 by default).\n\n**When not to:** other numbers (use TextField or StepperInput).\n\n**States shown below:** choose code and type number, keyboard, invalid, disabled, German, French and Italian narrow, French and Italian wide, wide.',
      },
    },
    translations: phoneFieldTranslations,
    // The label is the caller's: each language's story names the field in its own words.
    languages: { de: () => GermanNarrow.args, fr: () => FrenchNarrow.args, it: () => ItalianNarrow.args },
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

/** A long label and hint in a language, the calling code named in it too: nothing may overflow. */
function longLabelIn(label: string, hint: string, countryCode: string): Story {
  return {
    args: { label, hint, defaultValue: '0791234567' },
    play: async ({ canvas, canvasElement }) => {
      await expect(canvas.getByRole('combobox', { name: new RegExp(`^${countryCode} `) })).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: label })).toHaveValue('0791234567');
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const GermanNarrow: Story = {
  ...longLabelIn(
    'Mobiltelefonnummer für Rückfragen zu Ihrer Bewerbung',
    '10 bis 15 Ziffern, ohne Leerzeichen.',
    'Ländervorwahl',
  ),
  ...inLanguage('de', 'narrow'),
};

export const FrenchNarrow: Story = {
  ...longLabelIn(
    'Numéro de mobile pour les questions sur votre candidature',
    '10 à 15 chiffres, sans espaces.',
    'Indicatif du pays',
  ),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...longLabelIn(
    'Numero di cellulare per domande sulla Sua candidatura',
    'Da 10 a 15 cifre, senza spazi.',
    'Prefisso internazionale',
  ),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };

/** The same at laptop width (1280 px). */
export const Wide: Story = { ...ChooseCodeAndTypeNumber, ...wide };
