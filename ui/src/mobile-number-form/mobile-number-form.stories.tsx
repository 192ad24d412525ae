import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { inLanguage } from '../story-support/languages';
import { narrowViewport } from '../story-support/viewports';
import { MobileNumberForm, mobileNumberFormTranslations } from './mobile-number-form';

const meta = {
  title: 'Patterns/Forms/MobileNumberForm',
  component: MobileNumberForm,
  args: { mobileNumber: '+41 79 123 45 67', countryCode: '+41', onSave: fn(), className: 'max-w-md' },
  parameters: {
    docs: {
      description: {
        component:
          "**When to use:** changing the account's mobile number, read-only until the pencil is pressed.\n\n**When not to:** a phone field inside another form (use PhoneField).\n\n**States shown below:** read only until pencil, every message then save, narrow, German account, German validation messages, French and Italian narrow and wide.",
      },
    },
    translations: mobileNumberFormTranslations,
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

/** Both messages in a language, the longer one left showing: nothing may overflow. */
function messagesIn(text: {
  mobileNumber: string;
  edit: string;
  save: string;
  invalid: string;
  length: string;
}): Story {
  return {
    play: async ({ canvas, canvasElement, args }) => {
      await userEvent.click(canvas.getByRole('button', { name: text.edit }));
      const input = canvas.getByLabelText(text.mobileNumber);
      await userEvent.clear(input);
      await userEvent.click(canvas.getByRole('button', { name: text.save }));
      await expect(await canvas.findByText(text.invalid)).toBeVisible();
      await userEvent.type(input, '079123');
      await expect(await canvas.findByText(text.length)).toBeVisible();
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
      await expect(args.onSave).not.toHaveBeenCalled();
    },
  };
}

export const GermanValidationMessages: Story = {
  ...messagesIn({
    mobileNumber: 'Mobilnummer',
    edit: 'Mobilnummer bearbeiten',
    save: 'Speichern',
    invalid: 'Bitte geben Sie eine gültige Mobilnummer ein.',
    length: 'Die Mobilnummer muss zwischen 10 und 15 Ziffern lang sein.',
  }),
  ...inLanguage('de', 'narrow'),
};

export const FrenchNarrow: Story = {
  ...messagesIn({
    mobileNumber: 'Numéro de mobile',
    edit: 'Modifier le numéro de mobile',
    save: 'Enregistrer',
    invalid: 'Veuillez saisir un numéro de mobile valide.',
    length: 'Le numéro de mobile doit comporter entre 10 et 15 chiffres.',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...messagesIn({
    mobileNumber: 'Numero di cellulare',
    edit: 'Modifica numero di cellulare',
    save: 'Salva',
    invalid: 'Inserisca un numero di cellulare valido.',
    length: 'Il numero di cellulare deve avere tra 10 e 15 cifre.',
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
