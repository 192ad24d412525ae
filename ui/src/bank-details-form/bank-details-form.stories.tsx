import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import { inLanguage } from '../story-support/languages';
import { BankDetailsForm, bankDetailsFormTranslations } from './bank-details-form';
import { submitAndExpectMessages } from '../story-support/submit';

const meta = {
  title: 'Patterns/Forms/BankDetailsForm',
  component: BankDetailsForm,
  args: { onSubmit: fn(), onCancel: fn(), className: 'max-w-xl' },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** entering or changing the bank account (IBAN checked as typed).\n\n**When not to:** showing it (use BankDetailsCard).\n\n**States shown below:** every message then save, narrow, German validation messages, French and Italian validation messages narrow and wide.',
      },
    },
    translations: bankDetailsFormTranslations,
  },
} satisfies Meta<typeof BankDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryMessageThenSave: Story = {
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    for (const message of [
      'IBAN is required!',
      'Bank name is required!',
      'First name is required!',
      'Last name is required!',
      'Address is required!',
      'PLZ is required!',
      'City is required!',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    const iban = canvas.getByLabelText(/^IBAN/);
    await expect(iban).toHaveFocus();
    // One digit off: the check digits no longer match.
    await userEvent.type(iban, 'CH93 0076 2011 6238 5295 8');
    await expect(await canvas.findByText('Please enter a valid IBAN.')).toBeVisible();
    await userEvent.type(iban, '{Backspace}7');
    await expect(canvas.queryByText('Please enter a valid IBAN.')).not.toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/^Bank name/), 'UBS Switzerland AG');
    await userEvent.type(canvas.getByLabelText(/^Account holder first name/), 'Ana');
    await userEvent.type(canvas.getByLabelText(/^Account holder last name/), 'Muster');
    await userEvent.type(canvas.getByLabelText(/^Address/), 'Bahnhofstrasse 1');
    await userEvent.type(canvas.getByLabelText(/^PLZ/), '8001');
    await userEvent.type(canvas.getByLabelText(/^City/), 'Zürich');
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      iban: 'CH9300762011623852957',
      bank_name: 'UBS Switzerland AG',
      account_holder_first_name: 'Ana',
      account_holder_last_name: 'Muster',
      address: 'Bahnhofstrasse 1',
      plz: '8001',
      city: 'Zürich',
    });
  },
};

export const Narrow: Story = {
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
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Bank name/)).toHaveValue('PostFinance');
  },
};

/**
 * Saved empty, then an IBAN with a wrong check digit, in a language: every message at its field, under the longest
 * labels; nothing may overflow.
 */
function validationMessagesIn(words: { save: string; cancel: string; required: string[]; ibanInvalid: string }): Story {
  return {
    play: async ({ canvas, canvasElement, args }) => {
      await submitAndExpectMessages(canvas, words.save, words.required);
      await expect(canvas.getByLabelText(/^IBAN/)).toHaveFocus();
      await userEvent.type(canvas.getByLabelText(/^IBAN/), 'CH93 0076 2011 6238 5295 8');
      await expect(await canvas.findByText(words.ibanInvalid)).toBeVisible();
      await expect(canvas.getByRole('button', { name: words.cancel })).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const GermanValidationMessages: Story = {
  ...validationMessagesIn({
    save: 'Speichern',
    cancel: 'Abbrechen',
    required: [
      'IBAN ist erforderlich!',
      'Name der Bank ist erforderlich!',
      'Vorname ist erforderlich!',
      'Nachname ist erforderlich!',
      'Adresse ist erforderlich!',
      'PLZ ist erforderlich!',
      'Ort ist erforderlich!',
    ],
    ibanInvalid: 'Bitte geben Sie eine gültige IBAN ein.',
  }),
  ...inLanguage('de', 'narrow'),
};

export const FrenchNarrow: Story = {
  ...validationMessagesIn({
    save: 'Enregistrer',
    cancel: 'Annuler',
    // Testing Library reads the no-break space before "!" as a space.
    required: [
      'L’IBAN est obligatoire !',
      'Le nom de la banque est obligatoire !',
      'Le prénom est obligatoire !',
      'Le nom est obligatoire !',
      'L’adresse est obligatoire !',
      'Le NPA est obligatoire !',
      'La localité est obligatoire !',
    ],
    ibanInvalid: 'Veuillez saisir un IBAN valable.',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...validationMessagesIn({
    save: 'Salva',
    cancel: 'Annulla',
    required: [
      'L’IBAN è obbligatorio!',
      'Il nome della banca è obbligatorio!',
      'Il nome è obbligatorio!',
      'Il cognome è obbligatorio!',
      'L’indirizzo è obbligatorio!',
      'Il NPA è obbligatorio!',
      'La località è obbligatoria!',
    ],
    ibanInvalid: 'Inserisca un IBAN valido.',
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
