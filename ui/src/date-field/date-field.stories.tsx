import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { inLanguage } from '../story-support/languages';
import { DateField, dateFieldTranslations } from './date-field';
import { wide } from '../story-support/fixtures';

const meta = {
  title: 'Components/Forms/DateField',
  component: DateField,
  args: { label: 'Start date', max: '2026-11-21', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** entering a date (birth date, start date) as dd.mm.yyyy.\n\n**When not to:** ranges or times.\n\n**States shown below:** empty, refuses date after max, filled, form error wins, controlled, disabled, German narrow, wide, French and Italian refusing a later date narrow and wide.',
      },
    },
    translations: dateFieldTranslations,
  },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Start date');
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('max', '2026-11-21');
    await userEvent.type(input, '2024-03-01');
    await expect(input).toHaveValue('2024-03-01');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).not.toBeInvalid();
  },
};

export const RefusesDateAfterMax: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Start date');
    await userEvent.type(input, '2027-01-15');
    await expect(input).toBeInvalid();
    await expect(canvas.getByText('Please choose an earlier date.')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Please choose an earlier date.');

    await userEvent.clear(input);
    await userEvent.type(input, '2026-11-21');
    await expect(input).not.toBeInvalid();
    await expect(canvas.queryByText('Please choose an earlier date.')).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: { defaultValue: '2025-06-01', required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Start date/)).toHaveValue('2025-06-01');
  },
};

export const FormErrorWins: Story = {
  args: { required: true, error: 'Start date is required.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Start date/);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Start date is required.');
  },
};

export const Controlled: Story = {
  render: function ControlledDate(args) {
    const [date, setDate] = useState('2030-02-02');
    return (
      <DateField
        {...args}
        value={date}
        onChange={(event) => {
          setDate(event.target.value);
          args.onChange?.(event);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Start date');
    await expect(input).toBeInvalid();
    await userEvent.clear(input);
    await userEvent.type(input, '2020-02-02');
    await expect(input).toHaveValue('2020-02-02');
    await expect(input).not.toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2025-06-01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Start date')).toBeDisabled();
  },
};

export const GermanNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: { label: 'Geburtsdatum', hint: 'Sie müssen mindestens 18 Jahre alt sein.' },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByLabelText('Geburtsdatum');
    await userEvent.type(input, '2030-05-05');
    await expect(canvas.getByText('Bitte wählen Sie ein früheres Datum.')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** A start date after the latest one, in a language: the field's own refusal under the hint, nothing overflowing. */
function laterDateIn(label: string, hint: string, afterMax: string): Story {
  return {
    args: { label, hint },
    play: async ({ canvas, canvasElement }) => {
      const input = canvas.getByLabelText(label);
      await userEvent.type(input, '2027-01-15');
      await expect(input).toBeInvalid();
      await expect(input).toHaveAccessibleDescription(`${hint} ${afterMax}`);
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...laterDateIn('Date de début', 'Le premier jour où vous pouvez commencer.', 'Veuillez choisir une date antérieure.'),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...laterDateIn('Data d’inizio', 'Il primo giorno in cui può iniziare.', 'Scelga una data precedente.'),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };

/** The same at laptop width (1280 px). */
export const Wide: Story = { ...Empty, ...wide };
