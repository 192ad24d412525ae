import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { germanJob, jumperPositions, narrow, permanentJobs } from '../story-support/fixtures';
import { JobTile } from './job-tile';

const meta = {
  title: 'Explore/JobTile',
  component: JobTile,
  args: { job: jumperPositions[0]!, onClick: fn() },
} satisfies Meta<typeof JobTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const JumperPosition: Story = {
  play: async ({ canvas, args }) => {
    const tile = canvas.getByRole('button', { name: /Warehouse Assistant/ });
    await expect(tile).toHaveTextContent('Logistik Limmat AG');
    await expect(tile).toHaveTextContent('Zürich');
    await expect(tile).toHaveTextContent('Jumper position');
    await expect(tile).not.toHaveAttribute('aria-current');
    await userEvent.click(tile);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('button', { name: /Warehouse Assistant/ });
    await expect(tile).toHaveAttribute('aria-current', 'true');
    await expect(tile).toHaveAttribute('data-state', 'selected');
  },
};

export const PermanentPosition: Story = {
  args: { job: permanentJobs[0]! },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Software Engineer.*Permanent position/ })).toBeVisible();
  },
};

export const WithoutCompanyOrPlace: Story = {
  args: {
    job: { id: 7, job_name: 'Cleaner', job_description: '', latitude: 47.37, longitude: 8.54, is_applied: false },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAccessibleName('Cleaner Jumper position');
  },
};

export const LongGermanNarrow: Story = {
  ...narrow,
  args: { job: germanJob, text: { kinds: { jumper: 'Jumper-Stelle', permanent: 'Feste Stelle' } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /Fachfrau\/Fachmann.*Feste Stelle/ })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
