import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrowViewport, wideViewport } from '../story-support/viewports';
import { SocialSecurityCards, type SocialSecurityCardsText } from './social-security-cards';

const meta = {
  title: 'Patterns/Profile/SocialSecurityCards',
  component: SocialSecurityCards,
  args: { onOpenSocialSecurity: fn(), onOpenPersonalDetails: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** showing the stored social security details (AHV number, permits).\n\n**When not to:** entering them (use SocialSecurityForm).\n\n**States shown below:** wide, narrow, German narrow.',
      },
    },
    languages: { de: () => GermanNarrow.args },
  },
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

const germanText: SocialSecurityCardsText = {
  socialSecurityTitle: 'Sozialversicherungsangaben hinzufügen',
  socialSecurityDescription:
    'AHV-Nummer, Vorsorgebeiträge (AHV, 1. Säule; BVG, 2. Säule), Kinderunterhalt und Arbeitslosenentschädigung.',
  personalTitle: 'Persönliche Angaben hinzufügen',
  personalDescription: 'Anrede, Namen, Adresse, Aufenthaltsbewilligung, Nationalität, Zivilstand und Sprache.',
  open: 'Öffnen',
};

export const GermanNarrow: Story = {
  ...narrowViewport,
  args: { text: germanText },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Persönliche Angaben hinzufügen' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Öffnen Sozialversicherungsangaben hinzufügen' }));
    await expect(args.onOpenSocialSecurity).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Öffnen Persönliche Angaben hinzufügen' }));
    await expect(args.onOpenPersonalDetails).toHaveBeenCalledTimes(1);
  },
};
