import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import { inLanguage } from '../story-support/languages';
import { PayslipsEmpty, payslipsEmptyTranslations } from './payslips-empty';

const meta = {
  title: 'Patterns/Profile/PayslipsEmpty',
  component: PayslipsEmpty,
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** the payslips page before the first payslip.\n\n**When not to:** other empty lists (use EmptyState).\n\n**States shown below:** default, narrow, German narrow, French and Italian narrow and wide.',
      },
    },
    translations: payslipsEmptyTranslations,
  },
} satisfies Meta<typeof PayslipsEmpty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No payslips yet' })).toBeVisible();
    await expect(canvas.getByText("Once you've started working, we'll show your payslips here.")).toBeVisible();
  },
};

export const Narrow: Story = {
  ...narrowViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No payslips yet' })).toBeVisible();
  },
};

/** The empty state in a language: its heading and the sentence under it; nothing may overflow. */
function emptyIn(title: string, description: string): Story {
  return {
    play: async ({ canvas, canvasElement }) => {
      await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
      await expect(canvas.getByText(description)).toBeVisible();
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const GermanNarrow: Story = {
  ...emptyIn(
    'Noch keine Lohnabrechnungen',
    'Sobald Sie Ihren ersten Einsatz geleistet haben, finden Sie Ihre Lohnabrechnungen hier.',
  ),
  ...inLanguage('de', 'narrow'),
};

export const FrenchNarrow: Story = {
  ...emptyIn(
    'Pas encore de décomptes de salaire',
    'Dès que vous aurez effectué votre première mission, vous trouverez vos décomptes de salaire ici.',
  ),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...emptyIn(
    'Ancora nessun conteggio del salario',
    'Non appena avrà svolto il Suo primo impiego, troverà qui i Suoi conteggi del salario.',
  ),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
