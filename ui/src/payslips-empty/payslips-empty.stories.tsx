import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import { PayslipsEmpty } from './payslips-empty';

const meta = {
  title: 'Patterns/Profile/PayslipsEmpty',
  component: PayslipsEmpty,
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** the payslips page before the first payslip.\n\n**When not to:** other empty lists (use EmptyState).\n\n**States shown below:** default, narrow, German narrow.',
      },
    },
    languages: { de: () => GermanNarrow.args },
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

export const GermanNarrow: Story = {
  ...narrowViewport,
  args: {
    text: {
      title: 'Noch keine Lohnabrechnungen',
      description: 'Sobald Sie zu arbeiten begonnen haben, zeigen wir Ihnen hier Ihre Lohnabrechnungen an.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Noch keine Lohnabrechnungen' })).toBeVisible();
    await expect(
      canvas.getByText('Sobald Sie zu arbeiten begonnen haben, zeigen wir Ihnen hier Ihre Lohnabrechnungen an.'),
    ).toBeVisible();
  },
};
