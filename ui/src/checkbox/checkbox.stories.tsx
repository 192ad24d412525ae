import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import { Checkbox } from './checkbox';
import { wide } from '../story-support/fixtures';

const meta = {
  title: 'Components/Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Keep Me Signed In', onCheckedChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** an independent yes/no choice, or one of several that can all be chosen.\n\n**When not to:** a setting that takes effect at once (use Switch) or one choice of several (use RadioGroup).\n\n**States shown below:** unchecked, checked, keyboard, indeterminate, invalid, disabled, long German narrow, wide.',
      },
    },
    languages: { de: () => LongGermanNarrow.args },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  tags: ['display-checks'],
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Keep Me Signed In' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Keep Me Signed In'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Keep Me Signed In' })).toBeChecked();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox', { name: 'Keep Me Signed In' });
    await expect(box).toHaveFocus();
    await expect(getComputedStyle(box).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { label: 'All languages', checked: 'indeterminate' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'All languages' })).toBePartiallyChecked();
  },
};

export const Invalid: Story = {
  args: {
    label: 'I accept the terms of use',
    required: true,
    error: 'Please accept the terms of use.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I accept the terms of use' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Please accept the terms of use.');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Keep Me Signed In' });
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const LongGermanNarrow: Story = {
  ...narrowViewport,
  args: {
    label:
      'Ich bin für den Unterhalt von Kindern verantwortlich und möchte dies bei der Vorsorge berücksichtigen lassen',
    hint: 'Diese Angabe beeinflusst die Wahl der BVG-Säule.',
  },
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('checkbox', { name: /Unterhalt von Kindern/ });
    await userEvent.click(canvas.getByText(/Unterhalt von Kindern/));
    await expect(box).toBeChecked();
    await expect(box).toHaveAccessibleDescription('Diese Angabe beeinflusst die Wahl der BVG-Säule.');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** The same at laptop width (1280 px). */
export const Wide: Story = { ...Unchecked, ...wide };
