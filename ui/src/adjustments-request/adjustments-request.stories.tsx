import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AdjustmentsRequestValue } from '../lib/jobs';
import { wide } from '../story-support/fixtures';
import { inLanguage } from '../story-support/languages';
import { AdjustmentsRequest, type AdjustmentsRequestProps } from './adjustments-request';
import { adjustmentsRequestTranslations } from './adjustments-request-text';

/** Holds the value as the apply flow does, so that ticking and typing show. */
function ControlledRequest({ value: initialValue, onValueChange, ...props }: AdjustmentsRequestProps) {
  const [value, setValue] = useState<AdjustmentsRequestValue>(initialValue);
  return (
    <AdjustmentsRequest
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Patterns/Apply/AdjustmentsRequest',
  component: AdjustmentsRequest,
  args: { value: { kinds: [], details: null }, onValueChange: fn() },
  render: (args) => <ControlledRequest {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** in the apply flow, to ask privately for adjustments for the interview or the work.\n\n**When not to:** anything the employer must not read.\n\n**States shown below:** nothing asked, kinds ticked, something else needs words, incomplete on submit, German narrow, French and Italian narrow and wide (every kind ticked, something else left empty).',
      },
    },
    translations: adjustmentsRequestTranslations,
  },
} satisfies Meta<typeof AdjustmentsRequest>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingAsked: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Adjustments for the interview or the work (optional)' });
    await expect(group).toHaveAccessibleDescription(/Only the employer's recruiter sees what you ask for here/);
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(5);
    await expect(within(group).queryByRole('textbox')).toBeNull();
  },
};

export const TickKinds: Story = {
  ...wide,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Extra time' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Step-free access' }));
    // Sent in the order they are offered, whatever order they were ticked in.
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      kinds: ['step_free_access', 'extra_time'],
      details: null,
    });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Extra time' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ kinds: ['step_free_access'], details: null });
  },
};

/** "Something else" opens a required field; left empty, it says what is missing. */
export const SomethingElseNeedsWords: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Something else' }));
    const details = canvas.getByRole('textbox', { name: 'What do you need?' });
    await expect(details).toBeRequired();
    await expect(details).toHaveAttribute('maxlength', '500');
    await expect(details).not.toHaveAttribute('aria-invalid');
    await userEvent.click(details);
    await userEvent.tab();
    await expect(details).toHaveAttribute('aria-invalid', 'true');
    await expect(details).toHaveAccessibleDescription(/Please tell us what you need, or untick "Something else"\./);
    await userEvent.type(details, 'A chair with armrests');
    await expect(details).not.toHaveAttribute('aria-invalid');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ kinds: ['other'], details: 'A chair with armrests' });
    // Unticked, its words go with it.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Something else' }));
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ kinds: [], details: null });
  },
};

/** The apply flow tried to go on with "something else" empty: the message shows at once. */
export const IncompleteOnSubmit: Story = {
  args: { value: { kinds: ['sign_language_interpreter', 'other'], details: '' }, showValidation: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Sign language interpreter' })).toBeChecked();
    await expect(canvas.getByText('Please tell us what you need, or untick "Something else".')).toBeVisible();
  },
};

export const GermanNarrow: Story = {
  args: { value: { kinds: ['accessible_documents', 'other'], details: 'Unterlagen in grosser Schrift' } },
  ...inLanguage('de', 'narrow'),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('group', { name: 'Anpassungen für das Vorstellungsgespräch oder die Arbeit (freiwillig)' }),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Dokumente in barrierefreiem Format' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Was brauchen Sie?' })).toHaveValue(
      'Unterlagen in grosser Schrift',
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Every kind ticked and "something else" left empty, in a language: the longest words, the message, no overflow. */
function everyKindIn(legend: string, interpreter: string, details: string, required: string): Story {
  return {
    args: {
      value: {
        kinds: ['step_free_access', 'sign_language_interpreter', 'extra_time', 'accessible_documents', 'other'],
        details: '',
      },
      showValidation: true,
    },
    play: async ({ canvas, canvasElement }) => {
      const group = canvas.getByRole('group', { name: legend });
      await expect(within(group).getByRole('checkbox', { name: interpreter })).toBeChecked();
      await expect(within(group).getByRole('textbox', { name: details })).toHaveAccessibleDescription(
        expect.stringContaining(required),
      );
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...everyKindIn(
    'Aménagements pour l’entretien ou le travail (facultatif)',
    'Interprète en langue des signes',
    'De quoi avez-vous besoin\u00a0?',
    'Veuillez indiquer ce dont vous avez besoin, ou décochez «\u00a0Autre chose\u00a0».',
  ),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...everyKindIn(
    'Adattamenti per il colloquio o il lavoro (facoltativo)',
    'Interprete della lingua dei segni',
    'Di che cosa ha bisogno?',
    'La preghiamo di descrivere di che cosa ha bisogno, oppure tolga la spunta da «Altro».',
  ),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
