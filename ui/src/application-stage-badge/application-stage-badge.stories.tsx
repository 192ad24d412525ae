import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { applicationStages } from '../lib/jobs';
import { narrow } from '../story-support/fixtures';
import { ApplicationStageBadge } from './application-stage-badge';
import { applicationStageBadgeGermanText } from './application-stage-badge-text';

const meta = {
  title: 'Patterns/Engagements/ApplicationStageBadge',
  component: ApplicationStageBadge,
  args: { stage: 'sent' },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** where an application stands, in one word with a colour that repeats it.\n\n**When not to:** the state of a job or a document (use Badge).\n\n**States shown below:** every stage, German narrow.',
      },
    },
    languages: { de: () => GermanNarrow.args },
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

export const GermanNarrow: Story = {
  ...EveryStage,
  args: { text: applicationStageBadgeGermanText },
  ...narrow,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('In der engeren Wahl')).toHaveAttribute('data-stage', 'shortlisted');
    await expect(canvas.getByText('Vorstellungsgespräch')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
