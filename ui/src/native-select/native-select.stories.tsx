import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import { NativeSelect } from './native-select';

const jobKinds = [
  { value: 'temporary', label: 'Temporary jobs' },
  { value: 'permanent', label: 'Permanent jobs' },
];

const meta = {
  title: 'Components/Forms/NativeSelect',
  component: NativeSelect,
  args: {
    label: 'Kind of job',
    options: jobKinds,
    defaultValue: 'temporary',
    onValueChange: fn(),
    className: 'max-w-xs',
  },
  parameters: {
    docs: {
      description: {
        component:
          "**When to use:** a short list of options where the platform's own picker serves best (phones).\n\n**When not to:** searchable or long lists (use Combobox).\n\n**States shown below:** choose by keyboard, with hint and error, disabled, German narrow.",
      },
    },
    languages: { de: () => GermanNarrow.args },
  },
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Kind of job' });
    await expect(select).toHaveValue('temporary');
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'Permanent jobs');
    await expect(select).toHaveValue('permanent');
    await expect(args.onValueChange).toHaveBeenCalledWith('permanent');
  },
};

export const WithHintAndError: Story = {
  args: { hint: 'Which applications to list.', error: 'Please choose a kind of job.', required: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: /Kind of job/ });
    await expect(select).toHaveAccessibleDescription('Which applications to list. Please choose a kind of job.');
    await expect(select).toBeInvalid();
    await expect(select).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Kind of job' })).toBeDisabled();
  },
};

export const GermanNarrow: Story = {
  ...narrowViewport,
  args: {
    label: 'Art der Stelle',
    options: [
      { value: 'temporary', label: 'Temporäre Stellen' },
      { value: 'permanent', label: 'Feste Stellen' },
    ],
    defaultValue: 'permanent',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Art der Stelle' })).toHaveDisplayValue('Feste Stellen');
  },
};
