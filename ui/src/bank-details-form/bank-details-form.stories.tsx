import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import { germanFormActions } from '../story-support/fixtures-german';
import { BankDetailsForm, type BankDetailsFormText } from './bank-details-form';
import { submitAndExpectMessages } from '../story-support/submit';

const meta = {
  title: 'Patterns/Forms/BankDetailsForm',
  component: BankDetailsForm,
  args: { onSubmit: fn(), onCancel: fn(), className: 'max-w-xl' },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** entering or changing the bank account (IBAN checked as typed).\n\n**When not to:** showing it (use BankDetailsCard).\n\n**States shown below:** every message then save, narrow, German validation messages.',
      },
    },
    languages: { de: () => GermanValidationMessages.args },
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

const germanText: BankDetailsFormText = {
  ...germanFormActions,
  iban: 'IBAN',
  ibanHint: 'z. B. CH93 0076 2011 6238 5295 7',
  bankName: 'Name der Bank',
  firstName: 'Vorname der kontoinhabenden Person',
  lastName: 'Nachname der kontoinhabenden Person',
  address: 'Adresse',
  plz: 'PLZ',
  city: 'Ort',
  ibanRequired: 'IBAN ist erforderlich!',
  ibanInvalid: 'Bitte eine gültige IBAN eingeben.',
  bankNameRequired: 'Name der Bank ist erforderlich!',
  firstNameRequired: 'Vorname ist erforderlich!',
  lastNameRequired: 'Nachname ist erforderlich!',
  addressRequired: 'Adresse ist erforderlich!',
  cityRequired: 'Ort ist erforderlich!',
  plzRequired: 'PLZ ist erforderlich!',
};

export const GermanValidationMessages: Story = {
  ...narrowViewport,
  args: { text: germanText },
  play: async ({ canvas, args }) => {
    await submitAndExpectMessages(canvas, 'Speichern', [
      'IBAN ist erforderlich!',
      'Name der Bank ist erforderlich!',
      'Vorname ist erforderlich!',
      'Nachname ist erforderlich!',
      'Adresse ist erforderlich!',
      'PLZ ist erforderlich!',
      'Ort ist erforderlich!',
    ]);
    await expect(canvas.getByLabelText(/^IBAN/)).toHaveFocus();
    await userEvent.type(canvas.getByLabelText(/^IBAN/), 'CH93 0076 2011 6238 5295 8');
    await expect(await canvas.findByText('Bitte eine gültige IBAN eingeben.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
