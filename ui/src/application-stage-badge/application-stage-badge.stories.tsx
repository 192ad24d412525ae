import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { applicationStages } from '../lib/jobs';
import { inLanguage } from '../story-support/languages';
import { ApplicationStageBadge } from './application-stage-badge';
import { applicationStageBadgeTranslations } from './application-stage-badge-text';

const meta = {
  title: 'Patterns/Engagements/ApplicationStageBadge',
  component: ApplicationStageBadge,
  args: { stage: 'sent' },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** where an application stands, in one word with a colour that repeats it.\n\n**When not to:** the state of a job or a document (use Badge).\n\n**States shown below:** every stage, German, French and Italian narrow, French and Italian wide.',
      },
    },
    translations: applicationStageBadgeTranslations,
  },
} satisfies Meta<typeof ApplicationStageBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every stage, each named in words; the tone only repeats them. */
export const EveryStage: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      {applicationStages.map((stage) => (
        <ApplicationStageBadge key={stage} {...args} stage={stage} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of [
      'Sent',
      'In review',
      'Shortlisted',
      'Interview',
      'Offer',
      'Hired',
      'Unsuccessful',
      'Withdrawn',
    ]) {
      await expect(canvas.getByText(name)).toBeVisible();
    }
    await expect(canvas.getByText('Hired')).toHaveAttribute('data-variant', 'success');
    await expect(canvas.getByText('Unsuccessful')).toHaveAttribute('data-variant', 'danger');
  },
};

/** Every stage in a language at a width: the longest names stay whole, and nothing overflows. */
function everyStageIn(shortlisted: string, names: string[]): Story {
  return {
    ...EveryStage,
    play: async ({ canvas, canvasElement }) => {
      await expect(canvas.getByText(shortlisted)).toHaveAttribute('data-stage', 'shortlisted');
      for (const name of names) await expect(canvas.getByText(name)).toBeVisible();
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const GermanNarrow: Story = {
  ...everyStageIn('In der engeren Wahl', ['Vorstellungsgespräch', 'Zurückgezogen']),
  ...inLanguage('de', 'narrow'),
};

export const FrenchNarrow: Story = {
  ...everyStageIn('Présélectionnée', ['En cours d’examen', 'Poste obtenu', 'Non retenue']),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...everyStageIn('Preselezionata', ['In esame', 'Posto ottenuto', 'Non selezionata']),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
