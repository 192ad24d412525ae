import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import { BankDetailsCard, type BankDetailsCardText } from './bank-details-card';

const meta = {
  title: 'Profile/BankDetailsCard',
  component: BankDetailsCard,
  args: { bankDetail: null, onEdit: fn(), className: 'max-w-xl' },
} satisfies Meta<typeof BankDetailsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddPrompt: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add your bank account details' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
  },
};

export const Saved: Story = {
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
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('CH93 0076 2011 6238 5295 7')).toBeVisible();
    await expect(canvas.getByText('Ana Muster')).toBeVisible();
    await expect(canvas.getByText('Bahnhofstrasse 1, 8001 Zürich')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit bank account details' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
  },
};

const germanText: BankDetailsCardText = {
  title: 'Bankverbindung',
  addPrompt: 'Bankverbindung hinzufügen',
  edit: 'Bankverbindung bearbeiten',
  iban: 'IBAN',
  bankName: 'Bank',
  accountHolder: 'Kontoinhaber/in',
  address: 'Adresse',
};

export const GermanAddPrompt: Story = {
  args: { text: germanText },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bankverbindung hinzufügen' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
  },
};

export const GermanSavedNarrow: Story = {
  ...narrowViewport,
  args: { ...Saved.args, text: germanText },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Bankverbindung' })).toBeVisible();
    await expect(canvas.getByText('Kontoinhaber/in')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bankverbindung bearbeiten' })).toBeVisible();
  },
};
