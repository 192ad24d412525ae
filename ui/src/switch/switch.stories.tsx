import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import { Switch } from './switch';
import { wide } from '../story-support/fixtures';

const meta = {
  title: 'Components/Forms/Switch',
  component: Switch,
  args: { label: 'Receive unemployment benefits', onCheckedChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** a setting that takes effect at once (on/off).\n\n**When not to:** choices submitted with a form (use Checkbox).\n\n**States shown below:** off, on, keyboard, disabled, long German narrow, wide.',
      },
    },
    languages: { de: () => LongGermanNarrow.args },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  tags: ['display-checks'],
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Receive unemployment benefits' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByText('Receive unemployment benefits'));
    await expect(toggle).not.toBeChecked();
  },
};

export const On: Story = {
  args: { defaultChecked: true, hint: 'We pass this on to your employer for the payroll.' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Receive unemployment benefits' });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('We pass this on to your employer for the payroll.');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole('switch', { name: 'Receive unemployment benefits' });
    await expect(toggle).toHaveFocus();
    await expect(getComputedStyle(toggle).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).not.toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Receive unemployment benefits' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const LongGermanNarrow: Story = {
  ...narrowViewport,
  args: { label: 'Ich beziehe Arbeitslosenentschädigung von der kantonalen Arbeitslosenkasse' },
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByRole('switch', { name: /Arbeitslosenentschädigung/ });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** The same at laptop width (1280 px). */
export const Wide: Story = { ...Off, ...wide };
