import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { expectAllWhollyVisible } from '../story-support/layout';
import { inLanguage } from '../story-support/languages';
import { LanguageLevelSlider, languageLevelSliderTranslations } from './language-level-slider';

const meta = {
  title: 'Patterns/Forms/LanguageLevelSlider',
  component: LanguageLevelSlider,
  args: { label: 'German', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "**When to use:** setting a spoken language's level (beginner to native) by dragging, arrows or a click on a level.\n\n**When not to:** numbers (use StepperInput).\n\n**States shown below:** by keyboard, by click on a level name, by click on the track, German narrow, German in a narrow dialog, disabled, French and Italian in a narrow dialog, French and Italian wide.",
      },
    },
    translations: languageLevelSliderTranslations,
  },
} satisfies Meta<typeof LanguageLevelSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByKeyboard: Story = {
  tags: ['display-checks'],
  play: async ({ canvas, args }) => {
    const slider = canvas.getByRole('slider', { name: 'German' });
    await expect(slider).toHaveAttribute('aria-valuenow', '25');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Beginner');
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '50');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Intermediate');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('intermediate');
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Native');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(slider).toHaveAttribute('aria-valuenow', '75');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('advanced');
  },
};

export const ByClickOnALevelName: Story = {
  play: async ({ canvas, args }) => {
    const slider = canvas.getByRole('slider', { name: 'German' });
    await userEvent.click(canvas.getByRole('button', { name: 'Advanced' }));
    await expect(slider).toHaveAttribute('aria-valuenow', '75');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('advanced');
    await expect(canvas.getByRole('button', { name: 'Advanced' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Beginner' }));
    await expect(slider).toHaveAttribute('aria-valuetext', 'Beginner');
  },
};

export const ByClickOnTheTrack: Story = {
  args: { defaultValue: 'intermediate' },
  play: async ({ canvas, canvasElement, args }) => {
    const track = canvasElement.querySelector('[data-slot=slider]') as HTMLElement;
    const { right, top, height } = track.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: track,
      coords: { clientX: right - 2, clientY: top + height / 2 },
    });
    await expect(canvas.getByRole('slider', { name: 'German' })).toHaveAttribute('aria-valuetext', 'Native');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('native');
  },
};

export const GermanNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: { label: 'Italienisch', defaultValue: 'native' },
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Italienisch' });
    await expect(slider).toHaveAttribute('aria-valuetext', 'Muttersprache');
    // The four names fit the phone's width without overlapping.
    const names = ['Anfänger', 'Mittelstufe', 'Fortgeschritten', 'Muttersprache'].map((name) =>
      canvas.getByRole('button', { name }).getBoundingClientRect(),
    );
    for (let index = 1; index < names.length; index++) {
      await expect(names[index]!.left).toBeGreaterThanOrEqual(names[index - 1]!.right);
    }
  },
};

/** A dialog's body on a 375 px phone: it scrolls (and so clips) and leaves about 310 px inside its padding. */
const inANarrowDialog: Decorator = (Story) => (
  <div className="w-[21.5rem] overflow-y-auto px-4">
    <Story />
  </div>
);

const levelNames = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLElement>('[data-slot=language-level-slider-levels] button'),
];

/**
 * Regression: in a dialog on a 375 px phone (about 310 px of width) 'Muttersprache' was cut off at the edge.
 * The German names now take two lines there, each whole, none covering another, each under its stop.
 */
export const GermanInANarrowDialog: Story = {
  ...inLanguage('de', 'narrow'),
  args: { label: 'Deutsch', defaultValue: 'native' },
  decorators: [inANarrowDialog],
  play: async ({ canvas, canvasElement, args }) => {
    const names = levelNames(canvasElement);
    await expect(names.map((name) => name.textContent)).toEqual([
      'Anfänger',
      'Mittelstufe',
      'Fortgeschritten',
      'Muttersprache',
    ]);
    await expectAllWhollyVisible(names);
    // Left to right in the order of the stops.
    const centres = names.map((name) => name.getBoundingClientRect().left + name.getBoundingClientRect().width / 2);
    await expect([...centres].sort((a, b) => a - b)).toEqual(centres);
    // Each name still sets its level.
    await userEvent.click(canvas.getByRole('button', { name: 'Mittelstufe' }));
    await expect(canvas.getByRole('slider', { name: 'Deutsch' })).toHaveAttribute('aria-valuetext', 'Mittelstufe');
    await userEvent.click(canvas.getByRole('button', { name: 'Muttersprache' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('native');
    await expectAllWhollyVisible(levelNames(canvasElement));
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'advanced' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Native' }), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('slider', { name: 'German' })).toHaveAttribute('aria-valuenow', '75');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** The four levels in a language, each whole and in order under its stop; a click on a name sets its level. */
function levelsIn(label: string, names: string[]): Story {
  return {
    args: { label, defaultValue: 'beginner' },
    play: async ({ canvas, canvasElement, args }) => {
      await expect(levelNames(canvasElement).map((name) => name.textContent)).toEqual(names);
      await userEvent.click(canvas.getByRole('button', { name: names[3] }));
      await expect(canvas.getByRole('slider', { name: label })).toHaveAttribute('aria-valuetext', names[3]);
      await expect(args.onValueChange).toHaveBeenLastCalledWith('native');
      await expectAllWhollyVisible(levelNames(canvasElement));
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...levelsIn('Allemand', ['Débutant', 'Intermédiaire', 'Avancé', 'Langue maternelle']),
  ...inLanguage('fr', 'narrow'),
  decorators: [inANarrowDialog],
};

export const ItalianNarrow: Story = {
  ...levelsIn('Tedesco', ['Principiante', 'Intermedio', 'Avanzato', 'Madrelingua']),
  ...inLanguage('it', 'narrow'),
  decorators: [inANarrowDialog],
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide'), decorators: [] };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide'), decorators: [] };
