import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { narrowViewport } from '../field/story-viewports';
import { JobProfileCard } from './job-profile-card';

const meta = {
  title: 'Profile/JobProfileCard',
  component: JobProfileCard,
  args: {
    jobProfile: { id: 4, job_profile: 'Acute-care', experience: '5 years', status: 'under_review' },
    onDelete: fn(),
    className: 'max-w-md',
  },
} satisfies Meta<typeof JobProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StatusWithSpaces: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Acute-care' })).toBeVisible();
    await expect(canvas.getByText('under review')).toBeVisible();
    await expect(canvas.queryByText('under_review')).not.toBeInTheDocument();
    await expect(canvas.getByText('Under review. Please Upload Your CV')).toBeVisible();
    await expect(canvas.getByText('Experience: 5 years')).toBeVisible();
  },
};

export const DeleteAsksFirst: Story = {
  ...narrowViewport,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Acute-care' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Delete the job profile Acute-care?' })).toBeVisible();
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  },
};
