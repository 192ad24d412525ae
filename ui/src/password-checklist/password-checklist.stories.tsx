import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inLanguage } from '../story-support/languages';
import { PasswordChecklist, passwordChecklistTranslations } from './password-checklist';

const meta = {
  title: 'Patterns/Forms/PasswordChecklist',
  component: PasswordChecklist,
  args: { password: '' },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** showing which password rules a new password meets, as it is typed.\n\n**When not to:** sign-in (no rules to show there).\n\n**States shown below:** nothing met, partly met, German, French and Italian narrow, French and Italian wide.',
      },
    },
    translations: passwordChecklistTranslations,
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

/** Partly met in a language: each rule's words, and what a screen reader hears after them, nothing overflowing. */
function partlyMetIn(rules: [string, string, string], met: string, notMet: string): Story {
  return {
    args: { password: 'abc!' },
    play: async ({ canvas, canvasElement }) => {
      const [letter, symbol, length] = rules;
      await expect(canvas.getByText(letter).closest('li')).toHaveTextContent(`${letter} (${met})`);
      await expect(canvas.getByText(symbol).closest('li')).toHaveTextContent(`${symbol} (${met})`);
      await expect(canvas.getByText(length).closest('li')).toHaveTextContent(`${length} (${notMet})`);
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const GermanNarrow: Story = {
  ...partlyMetIn(['Ein Buchstabe', 'Ein Sonderzeichen', 'Mindestens 8 Zeichen'], 'erfüllt', 'nicht erfüllt'),
  ...inLanguage('de', 'narrow'),
};

export const FrenchNarrow: Story = {
  ...partlyMetIn(['Une lettre', 'Un caractère spécial', 'Au moins 8 caractères'], 'rempli', 'non rempli'),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...partlyMetIn(['Una lettera', 'Un carattere speciale', 'Almeno 8 caratteri'], 'soddisfatto', 'non soddisfatto'),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
