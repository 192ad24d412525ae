import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrowViewport } from '../field/story-viewports';
import { wideViewport } from '../lib/wide-viewport';
import { SocialSecurityCards } from './social-security-cards';

const meta = {
  title: 'Profile/SocialSecurityCards',
  component: SocialSecurityCards,
  args: { onOpenSocialSecurity: fn(), onOpenPersonalDetails: fn() },
} satisfies Meta<typeof SocialSecurityCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {
  ...wideViewport,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open Add Social Security Info' }));
    await expect(args.onOpenSocialSecurity).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Open Add Personal Info' }));
    await expect(args.onOpenPersonalDetails).toHaveBeenCalledTimes(1);
  },
};

export const Narrow: Story = {
  ...narrowViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Add Personal Info' })).toBeVisible();
  },
};
