import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CommuteChip } from './commute-chip';
import { inLanguage } from '../story-support/languages';
import { commuteChipTranslations } from './commute-chip-text';

const commute = { transit: { minutes: 25, km: 12.4 }, driving: { minutes: 18, km: 14 } };

const meta = {
  title: 'Patterns/Explore/CommuteChip',
  component: CommuteChip,
  args: { commute },
  parameters: {
    docs: {
      description: {
        component:
          "**When to use:** the travel time from the jumper's home to a job.\n\n**When not to:** addresses or distances without a home to measure from.\n\n**States shown below:** compact, detailed, only by car, set home link, nothing without home, German, French and Italian narrow, German set home wide, French and Italian wide.",
      },
    },
    translations: commuteChipTranslations,
  },
} satisfies Meta<typeof CommuteChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Compact: Story = {
  play: async ({ canvasElement }) => {
    const transit = canvasElement.querySelector<HTMLElement>('[data-mode=transit]')!;
    const driving = canvasElement.querySelector<HTMLElement>('[data-mode=driving]')!;
    await expect(transit).toBeVisible();
    // Seen: the icon and the minutes; read out: the way too.
    await expect(transit).toHaveTextContent('25 min by public transport');
    await expect(driving).toHaveTextContent('18 min by car');
    await expect(transit.querySelector('.sr-only')).toHaveTextContent('by public transport');
    await expect(transit).not.toHaveTextContent('km');
  },
};

export const Detailed: Story = {
  args: { variant: 'detailed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/by public transport/)).toBeVisible();
    await expect(canvas.getByText('(12.4 km)')).toBeVisible();
    await expect(canvas.getByText('(14 km)')).toBeVisible();
  },
};

export const OnlyByCar: Story = {
  args: { variant: 'detailed', commute: { driving: { minutes: 41, km: 38.6 } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-mode=transit]')).toBeNull();
    await expect(canvasElement.querySelector('[data-mode=driving]')).toHaveTextContent('41 min by car (38.6 km)');
  },
};

export const SetHomeLink: Story = {
  args: { commute: undefined, homeHref: '/jumper/profile' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Set your home to see the commute' });
    await expect(link).toHaveAttribute('href', '/jumper/profile');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

export const NothingWithoutHome: Story = {
  args: { commute: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot^=commute-chip]')).toBeNull();
  },
};

export const GermanNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: { variant: 'detailed' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/mit dem ÖV/)).toBeVisible();
    await expect(canvasElement.querySelector('[data-mode=transit]')).toHaveTextContent('25 Min. mit dem ÖV (12.4 km)');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const GermanSetHomeWide: Story = {
  ...inLanguage('de', 'wide'),
  args: { commute: undefined, homeHref: '/jumper/profile', variant: 'detailed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Wohnadresse angeben, um den Arbeitsweg zu sehen' })).toBeVisible();
  },
};

/** Both ways and the invitation to set the home, in a language at a width: nothing may overflow. */
function bothWaysIn(transit: string, setHome: string): Story {
  return {
    args: { variant: 'detailed' },
    render: (args) => (
      <div className="flex flex-col gap-4">
        <CommuteChip {...args} />
        <CommuteChip {...args} commute={undefined} homeHref="/jumper/profile" />
      </div>
    ),
    play: async ({ canvas, canvasElement }) => {
      await expect(canvasElement.querySelector('[data-mode=transit]')).toHaveTextContent(transit);
      await expect(canvas.getByRole('link', { name: setHome })).toBeVisible();
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...bothWaysIn('25 min en transports publics (12,4 km)', 'Indiquez votre domicile pour voir le trajet'),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...bothWaysIn('25 min con i mezzi pubblici (12.4 km)', 'Indichi il Suo domicilio per vedere il tragitto'),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
