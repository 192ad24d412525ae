import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { narrow } from '../story-support/fixtures';
import { PasswordChecklist, type PasswordChecklistText } from './password-checklist';

const meta = {
  title: 'Patterns/Forms/PasswordChecklist',
  component: PasswordChecklist,
  args: { password: '' },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** showing which password rules a new password meets, as it is typed.\n\n**When not to:** sign-in (no rules to show there).\n\n**States shown below:** nothing met, partly met, German narrow.',
      },
    },
    languages: { de: () => GermanNarrow.args },
  },
} satisfies Meta<typeof PasswordChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingMet: Story = {
  play: async ({ canvas }) => {
    for (const rule of ['One Letter', 'One special symbol', 'A minimum of 8 Characters']) {
      await expect(canvas.getByText(rule).closest('li')).toHaveTextContent(`${rule} (not met)`);
    }
  },
};

export const PartlyMet: Story = {
  args: { password: 'abc!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('One Letter').closest('li')).toHaveTextContent('One Letter (met)');
    await expect(canvas.getByText('One special symbol').closest('li')).toHaveTextContent('(met)');
    await expect(canvas.getByText('A minimum of 8 Characters').closest('li')).toHaveTextContent('(not met)');
  },
};

/** The app's German wording (`app/src/features/auth/register-messages.ts`). */
const germanText: PasswordChecklistText = {
  hasLetter: 'Ein Buchstabe',
  hasSpecialSymbol: 'Ein Sonderzeichen',
  hasMinimumLength: 'Mindestens 8 Zeichen',
  met: 'erfüllt',
  notMet: 'nicht erfüllt',
};

export const GermanNarrow: Story = {
  ...narrow,
  args: { password: 'abc!', text: germanText },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ein Buchstabe').closest('li')).toHaveTextContent('Ein Buchstabe (erfüllt)');
    await expect(canvas.getByText('Ein Sonderzeichen').closest('li')).toHaveTextContent('(erfüllt)');
    await expect(canvas.getByText('Mindestens 8 Zeichen').closest('li')).toHaveTextContent(
      'Mindestens 8 Zeichen (nicht erfüllt)',
    );
  },
};
