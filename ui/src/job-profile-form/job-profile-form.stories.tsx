import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrowViewport } from '../field/story-viewports';
import { chooseOption } from '../lib/story-choose';
import { JobProfileForm } from './job-profile-form';

const meta = {
  title: 'Forms/JobProfileForm',
  component: JobProfileForm,
  args: { onSubmit: fn(), onCancel: fn(), className: 'max-w-md' },
} satisfies Meta<typeof JobProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryMessageThenAdd: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(await canvas.findByText('Jobprofile is required.')).toBeVisible();
    await expect(canvas.getByText('Experience is required.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /^Job profile/ })).toHaveFocus();
    await chooseOption(canvas, /^Job profile/, 'Automotive Assistant With Federal VET Certificate');
    await expect(canvas.queryByText('Jobprofile is required.')).not.toBeInTheDocument();
    await chooseOption(canvas, /^Experience/, 'Fresher');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      job_profile: 'Automotive Assistant With Federal VET Certificate',
      experience: 'Fresher',
    });
  },
};

export const Narrow: Story = {
  ...narrowViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /^Experience/ })).toHaveTextContent('Select experience');
  },
};
