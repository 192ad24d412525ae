import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button';
import { AlertIcon } from '../lib/icons';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    icon: <AlertIcon />,
    title: 'No payslips yet',
    description: "Once you've started working, we'll show your payslips here.",
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Payslips: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No payslips yet', level: 2 })).toBeVisible();
    await expect(canvas.getByText("Once you've started working, we'll show your payslips here.")).toBeVisible();
  },
};

const applyForAJob = fn();

export const WithAction: Story = {
  args: {
    title: 'No applications yet',
    description: undefined,
    action: <Button onClick={applyForAJob}>Apply For A Job</Button>,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply For A Job' }));
    await expect(applyForAJob).toHaveBeenCalled();
  },
};

export const GermanNarrow: Story = {
  args: {
    title: 'Noch keine Lohnabrechnungen',
    description: 'Sobald Sie zu arbeiten begonnen haben, zeigen wir Ihnen hier Ihre Lohnabrechnungen an.',
  },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Noch keine Lohnabrechnungen' })).toBeVisible();
  },
};
