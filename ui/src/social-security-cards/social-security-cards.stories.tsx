import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrowViewport, wideViewport } from '../story-support/viewports';
import { inLanguage } from '../story-support/languages';
import { SocialSecurityCards, socialSecurityCardsTranslations } from './social-security-cards';

const meta = {
  title: 'Patterns/Profile/SocialSecurityCards',
  component: SocialSecurityCards,
  args: { onOpenSocialSecurity: fn(), onOpenPersonalDetails: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** showing the stored social security details (AHV number, permits).\n\n**When not to:** entering them (use SocialSecurityForm).\n\n**States shown below:** wide, narrow, German narrow, French and Italian narrow and wide.',
      },
    },
    translations: socialSecurityCardsTranslations,
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

/** Both cards in a language: each opens its form by a name that starts with the word shown; nothing may overflow. */
function cardsIn(words: {
  open: string;
  socialSecurityTitle: string;
  personalTitle: string;
  /** How the social security card's description starts. */
  ahv: RegExp;
}): Story {
  return {
    play: async ({ canvas, canvasElement, args }) => {
      await expect(canvas.getByRole('heading', { name: words.personalTitle })).toBeVisible();
      await expect(canvas.getByText(words.ahv)).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: `${words.open} ${words.socialSecurityTitle}` }));
      await expect(args.onOpenSocialSecurity).toHaveBeenCalledTimes(1);
      await userEvent.click(canvas.getByRole('button', { name: `${words.open} ${words.personalTitle}` }));
      await expect(args.onOpenPersonalDetails).toHaveBeenCalledTimes(1);
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const GermanNarrow: Story = {
  ...cardsIn({
    open: 'Öffnen',
    socialSecurityTitle: 'Sozialversicherung erfassen',
    personalTitle: 'Personalien erfassen',
    ahv: /^AHV-Nummer, Vorsorgebeiträge/,
  }),
  ...inLanguage('de', 'narrow'),
};

export const FrenchNarrow: Story = {
  ...cardsIn({
    open: 'Ouvrir',
    socialSecurityTitle: 'Saisir les données de sécurité sociale',
    personalTitle: 'Saisir les données personnelles',
    ahv: /^Numéro AVS, cotisations de prévoyance/,
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...cardsIn({
    open: 'Apri',
    socialSecurityTitle: 'Inserire i dati della sicurezza sociale',
    personalTitle: 'Inserire i dati personali',
    ahv: /^Numero AVS, contributi previdenziali/,
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
