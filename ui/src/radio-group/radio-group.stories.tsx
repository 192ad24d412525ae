import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import { RadioGroup } from './radio-group';
import { wide } from '../story-support/fixtures';

const meta = {
  title: 'Components/Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Gender',
    options: [
      { value: '0', label: 'Male' },
      { value: '1', label: 'Female' },
    ],
    onValueChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** one choice of a few (2 to 6) options, all visible.\n\n**When not to:** many options (use Select or Combobox) or independent choices (use Checkbox).\n\n**States shown below:** none chosen, keyboard, invalid, disabled, long German narrow, wide.',
      },
    },
    languages: { de: () => LongGermanNarrow.args },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {
  tags: ['display-checks'],
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Gender' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Male' })).not.toBeChecked();
    await userEvent.click(canvas.getByText('Female'));
    await expect(canvas.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('1');
  },
};

export const Keyboard: Story = {
  args: { defaultValue: '0', orientation: 'horizontal' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Male' })).toHaveFocus();
    // Held like a real key: Radix checks the option on focus only while an arrow key is down, and
    // user-event would release it before Radix's deferred focus move.
    await userEvent.keyboard('{ArrowRight>}');
    const female = canvas.getByRole('radio', { name: 'Female' });
    await expect(female).toHaveFocus();
    await expect(female).toBeChecked();
    await userEvent.keyboard('{/ArrowRight}');
    await expect(getComputedStyle(female).outlineStyle).toBe('solid');
  },
};

export const Invalid: Story = {
  args: { required: true, error: 'Please select gender!.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Gender' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Please select gender!.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Male' })).toBeDisabled();
    await userEvent.click(canvas.getByText('Male'), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('radio', { name: 'Female' })).toBeChecked();
  },
};

export const LongGermanNarrow: Story = {
  ...narrowViewport,
  args: {
    label: 'Beziehen Sie eine Rente?',
    hint: 'Wählen Sie die Antwort, die heute auf Sie zutrifft.',
    options: [
      { value: '0', label: 'Weder pensioniert noch invalid' },
      { value: '1', label: 'Pensioniert oder vorzeitig pensioniert' },
      { value: '2', label: 'Ich beziehe eine Invalidenrente der eidgenössischen Invalidenversicherung' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByText(/Invalidenrente/));
    await expect(canvas.getByRole('radio', { name: /Invalidenrente/ })).toBeChecked();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** The same at laptop width (1280 px). */
export const Wide: Story = { ...NoneChosen, ...wide };
