import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { inLanguage } from '../story-support/languages';
import { StepperInput, stepperInputTranslations } from './stepper-input';
import { wide } from '../story-support/fixtures';

const meta = {
  title: 'Components/Forms/StepperInput',
  component: StepperInput,
  args: { label: 'Degree of disability', hint: 'In percent, 0 to 100.', onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** a whole number within bounds, changed in steps (percent, years).\n\n**When not to:** free numbers such as IBANs or phone numbers.\n\n**States shown below:** stops at zero, stops at hundred, keyboard, typed number is kept in bounds, invalid, disabled, German narrow, wide, French and Italian at the top bound narrow and wide.',
      },
    },
    translations: stepperInputTranslations,
  },
} satisfies Meta<typeof StepperInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StopsAtZero: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Degree of disability' });
    const minus = canvas.getByRole('button', { name: 'Decrease' });
    await expect(input).toHaveValue('0');
    await expect(minus).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }));
    await expect(input).toHaveValue('1');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
    await expect(minus).toBeEnabled();

    await userEvent.click(minus);
    await expect(input).toHaveValue('0');
    await expect(minus).toBeDisabled();
    // The pressed button went disabled; focus stays in the field instead of falling to the page.
    await expect(input).toHaveFocus();
  },
};

export const StopsAtHundred: Story = {
  args: { defaultValue: 98 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Degree of disability' });
    const plus = canvas.getByRole('button', { name: 'Increase' });
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(input).toHaveValue('100');
    await expect(input).toHaveAttribute('aria-valuenow', '100');
    await expect(plus).toBeDisabled();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('100');
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 50 },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Decrease' })).toHaveFocus();
    await userEvent.tab();
    const input = canvas.getByRole('spinbutton', { name: 'Degree of disability' });
    await expect(input).toHaveFocus();
    await expect(getComputedStyle(input).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('52');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('51');
    await userEvent.keyboard('{PageUp}');
    await expect(input).toHaveValue('61');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('100');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('0');
    await expect(canvas.getByRole('button', { name: 'Decrease' })).toBeDisabled();
    await userEvent.tab();
    const plus = canvas.getByRole('button', { name: 'Increase' });
    await expect(plus).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('1');
  },
};

export const TypedNumberIsKeptInBounds: Story = {
  args: { defaultValue: 20 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Degree of disability' });
    await userEvent.tripleClick(input);
    await userEvent.keyboard('45');
    await expect(input).toHaveValue('45');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(45);

    await userEvent.tripleClick(input);
    await userEvent.keyboard('150x');
    await expect(input).toHaveValue('150');
    await userEvent.tab();
    await expect(input).toHaveValue('100');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(100);
  },
};

export const Invalid: Story = {
  args: { required: true, error: 'Disability value is required.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Degree of disability' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('In percent, 0 to 100. Disability value is required.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 40 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Degree of disability' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decrease' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase' })).toBeDisabled();
  },
};

export const GermanNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: {
    label: 'Invaliditätsgrad gemäss Verfügung der Invalidenversicherung',
    hint: 'In Prozent, von 0 bis 100.',
    defaultValue: 99,
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erhöhen' }));
    await expect(canvas.getByRole('spinbutton', { name: /Invaliditätsgrad/ })).toHaveValue('100');
    await expect(canvas.getByRole('button', { name: 'Erhöhen' })).toBeDisabled();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** The same at laptop width (1280 px). */
export const Wide: Story = { ...StopsAtZero, ...wide };

/** Stepped up to the top bound in a language: its plus button, named in that language, goes disabled. */
function upToTheTopIn(label: string, hint: string, words: { decrement: string; increment: string }): Story {
  return {
    args: { label, hint, defaultValue: 99 },
    play: async ({ canvas, canvasElement }) => {
      const plus = canvas.getByRole('button', { name: words.increment });
      await userEvent.click(plus);
      await expect(canvas.getByRole('spinbutton', { name: label })).toHaveValue('100');
      await expect(plus).toBeDisabled();
      await expect(canvas.getByRole('button', { name: words.decrement })).toBeEnabled();
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...upToTheTopIn('Degré d’invalidité selon la décision de l’assurance-invalidité', 'En pour cent, de 0 à 100.', {
    decrement: 'Diminuer',
    increment: 'Augmenter',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...upToTheTopIn(
    'Grado d’invalidità secondo la decisione dell’assicurazione invalidità',
    'In percentuale, da 0 a 100.',
    { decrement: 'Diminuisci', increment: 'Aumenta' },
  ),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
