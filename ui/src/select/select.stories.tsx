import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import { Select } from './select';
import { wide } from '../story-support/fixtures';

const maritalStatuses = [
  { value: '0', label: 'Single' },
  { value: '1', label: 'Married' },
  { value: '2', label: 'Divorced' },
];

const meta = {
  title: 'Components/Forms/Select',
  component: Select,
  args: {
    label: 'Marital status',
    placeholder: 'Select marital status',
    options: maritalStatuses,
    onValueChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** one choice from a list that opens on demand.\n\n**When not to:** few options (use RadioGroup), many to search (use Combobox), phones (NativeSelect).\n\n**States shown below:** choose with pointer, choose with keyboard, escape closes, open, invalid, disabled, German narrow, wide.',
      },
    },
    languages: { de: () => GermanNarrow.args },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseWithPointer: Story = {
  tags: ['display-checks'],
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Marital status' });
    await expect(trigger).toHaveTextContent('Select marital status');
    await userEvent.click(trigger);
    // The list is a portal in the document body, outside the story root.
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('option', { name: 'Married' }));
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Married');
    await expect(args.onValueChange).toHaveBeenCalledWith('1');
    await expect(trigger).toHaveFocus();
  },
};

export const ChooseWithKeyboard: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('combobox', { name: 'Marital status' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(trigger).not.toHaveTextContent('Select marital status');
  },
};

export const EscapeCloses: Story = {
  args: { defaultValue: '2' },
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Marital status' });
    await expect(trigger).toHaveTextContent('Divorced');
    await userEvent.click(trigger);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('option', { name: 'Divorced' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Divorced');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Open: Story = {
  // Open on arrival, so that axe checks the list too; kept off the docs page, where it would cover the page.
  tags: ['!autodocs'],
  args: { defaultOpen: true, defaultValue: '1' },
  parameters: {
    a11y: {
      config: {
        rules: [
          { id: 'target-size', enabled: true },
          // While the list is open Radix hides the rest of the page from screen readers and holds
          // focus in the list, so the hidden trigger cannot be reached until the list closes.
          { id: 'aria-hidden-focus', enabled: false },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const list = await page.findByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(3);
    await expect(within(list).getByRole('option', { name: 'Married' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Invalid: Story = {
  args: { required: true, error: 'Please select marital status' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Marital status' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAttribute('aria-required', 'true');
    await expect(trigger).toHaveAccessibleDescription('Please select marital status');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '0' },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Marital status' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const GermanNarrow: Story = {
  ...narrowViewport,
  args: {
    label: 'Aufenthaltsbewilligung',
    placeholder: 'Bitte wählen Sie Ihre Aufenthaltsbewilligung',
    hint: 'Die Bewilligung steht auf Ihrem Ausländerausweis.',
    options: [
      { value: 'B', label: 'B – Aufenthaltsbewilligung' },
      { value: 'C', label: 'C – Niederlassungsbewilligung' },
      { value: 'G', label: 'G – Grenzgängerbewilligung' },
      { value: 'L', label: 'L – Kurzaufenthaltsbewilligung', disabled: true },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Aufenthaltsbewilligung' });
    await userEvent.click(trigger);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('option', { name: 'L – Kurzaufenthaltsbewilligung' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(page.getByRole('option', { name: 'C – Niederlassungsbewilligung' }));
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('C – Niederlassungsbewilligung');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** The same at laptop width (1280 px). */
export const Wide: Story = { ...ChooseWithPointer, ...wide };
