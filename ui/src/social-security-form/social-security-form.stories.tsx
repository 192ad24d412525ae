import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import { inLanguage } from '../story-support/languages';
import {
  SocialSecurityForm,
  socialSecurityFormTranslations,
  socialSecurityProfileSectionText,
} from './social-security-form';
import { profileSection as germanProfileSection } from './locales/de';
import { profileSection as frenchProfileSection } from './locales/fr';
import { profileSection as italianProfileSection } from './locales/it';
import { submitAndExpectMessages } from '../story-support/submit';

const meta = {
  title: 'Patterns/Forms/SocialSecurityForm',
  component: SocialSecurityForm,
  args: { onSubmit: fn(), onCancel: fn(), className: 'max-w-2xl' },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** entering the AHV number, residence permit and related details.\n\n**When not to:** showing them (use SocialSecurityCards).\n\n**States shown below:** every message then save, profile section wording, stepper bounded and no degree without disability, AHV check digit at the field, AHV refused by server, German validation messages, German AHV refused by server narrow, French and Italian validation messages narrow and wide.',
      },
    },
    translations: socialSecurityFormTranslations,
  },
} satisfies Meta<typeof SocialSecurityForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryMessageThenSave: Story = {
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    for (const message of [
      'AHV Number is required',
      'Please select marital status',
      'Please select a BVG Pillar option',
      'Please select pension status',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(canvas.getByLabelText(/^AHV number/)).toHaveFocus();
    await userEvent.type(canvas.getByLabelText(/^AHV number/), '756.1234.5678.97');
    await userEvent.click(canvas.getByRole('radio', { name: 'Married' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /opt in to BVG/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /unemployment benefits/ }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Employment longer than 13 weeks' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Disability pension' }));
    // On a disability pension the degree must be given: the stepper starts at 0.
    await userEvent.click(save);
    await expect(await canvas.findByText('Disability value is required.')).toBeVisible();
    const increase = canvas.getByRole('button', { name: 'Increase' });
    await userEvent.click(increase);
    await userEvent.click(increase);
    await expect(canvas.getByRole('spinbutton', { name: /^Degree of disability/ })).toHaveValue('2');
    await expect(canvas.queryByText('Disability value is required.')).not.toBeInTheDocument();
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      oasi_ahv_number: '756.1234.5678.97',
      marital_status: 1,
      bvg_contribution: true,
      is_responsible_for_child_maintenance: false,
      receive_unemployment_benefits: true,
      is_pension: 2,
      degree_of_disability: 2,
      bvg_contribution_pillar: 1,
    });
  },
};

export const ProfileSectionWording: Story = {
  args: { text: socialSecurityProfileSectionText },
  parameters: {
    // The wording's own translations (`socialSecurityProfileSectionTranslations`), over the form's in that language.
    languages: {
      de: () => ({ text: germanProfileSection }),
      fr: () => ({ text: frenchProfileSection }),
      it: () => ({ text: italianProfileSection }),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    for (const message of [
      'AHV Number is required.',
      'Marital Status is required.',
      'BVG pillar is required.',
      'Pension is required.',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
  },
};

export const StepperBoundedAndNoDegreeWithoutDisability: Story = {
  args: {
    details: {
      oasi_ahv_number: '756.9217.0769.85',
      marital_status: 0,
      bvg_contribution: false,
      is_responsible_for_child_maintenance: true,
      receive_unemployment_benefits: false,
      is_pension: 2,
      degree_of_disability: 100,
      bvg_contribution_pillar: 2,
    },
  },
  ...narrowViewport,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Increase' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Neither retired nor disabled' }));
    await expect(canvas.queryByRole('spinbutton')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      oasi_ahv_number: '756.9217.0769.85',
      marital_status: 0,
      bvg_contribution: false,
      is_responsible_for_child_maintenance: true,
      receive_unemployment_benefits: false,
      is_pension: 0,
      degree_of_disability: null,
      bvg_contribution_pillar: 2,
    });
    // Save's focus ring touches the narrow viewport's edge, where it antialiases differently from run to run.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const savedDetails = {
  oasi_ahv_number: '756.1234.5678.97',
  marital_status: 1,
  bvg_contribution: false,
  is_responsible_for_child_maintenance: false,
  receive_unemployment_benefits: false,
  is_pension: 0,
  degree_of_disability: null,
  bvg_contribution_pillar: 0,
} as const;
const wrongCheckDigit = 'AHV Number must be 756.XXXX.XXXX.XX with a valid check digit.';

/** Regression: a wrong check digit was only reported by the server, in a toast; the browser checks it at the field. */
export const AhvCheckDigitAtTheField: Story = {
  args: { details: savedDetails },
  play: async ({ canvas, args }) => {
    const ahv = canvas.getByRole('textbox', { name: /^AHV number/ });
    await userEvent.clear(ahv);
    await userEvent.type(ahv, '756.1234.5678.90');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(wrongCheckDigit)).toBeVisible();
    await expect(ahv).toHaveAttribute('aria-invalid', 'true');
    await expect(ahv).toHaveAccessibleDescription(expect.stringContaining(wrongCheckDigit));
    await expect(ahv).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The message follows the edits: the right check digit takes it away.
    await userEvent.type(ahv, '{Backspace}7');
    await waitFor(() => expect(canvas.queryByText(wrongCheckDigit)).not.toBeInTheDocument());
    await expect(ahv).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ oasi_ahv_number: '756.1234.5678.97' }));
  },
};

/** The page that refuses what the server refused: the form gets the server's message for the AHV number. */
function RefusedByServer(props: ComponentProps<typeof SocialSecurityForm>) {
  const [ahvNumberError, setAhvNumberError] = useState<string>();
  return (
    <SocialSecurityForm
      {...props}
      ahvNumberError={ahvNumberError}
      onSubmit={(payload) => {
        props.onSubmit(payload);
        setAhvNumberError(props.text?.ahvInvalid ?? wrongCheckDigit);
      }}
    />
  );
}

/** Regression: the server's refusal of the AHV number showed in a toast and a banner, not at the field. */
export const AhvRefusedByServer: Story = {
  args: { details: savedDetails },
  render: (args) => <RefusedByServer {...args} />,
  play: async ({ canvas, args }) => {
    const ahv = canvas.getByRole('textbox', { name: /^AHV number/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText(wrongCheckDigit)).toBeVisible();
    await expect(ahv).toHaveAttribute('aria-invalid', 'true');
    await expect(ahv).toHaveAccessibleDescription(expect.stringContaining(wrongCheckDigit));
    await waitFor(() => expect(ahv).toHaveFocus());
    // Typing again is a new number: the server's message goes.
    await userEvent.type(ahv, '{Backspace}7');
    await waitFor(() => expect(canvas.queryByText(wrongCheckDigit)).not.toBeInTheDocument());
  },
};

export const GermanValidationMessages: Story = {
  ...inLanguage('de', 'narrow'),
  play: async ({ canvas, args }) => {
    await submitAndExpectMessages(canvas, 'Speichern', [
      'AHV-Nummer ist erforderlich',
      'Bitte wählen Sie den Zivilstand',
      'Bitte wählen Sie eine BVG-Option',
      'Bitte wählen Sie den Rentenstatus',
    ]);
    await expect(canvas.getByLabelText(/^AHV-Nummer/)).toHaveFocus();
    await userEvent.click(canvas.getByRole('radio', { name: 'Invalidenrente' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await expect(await canvas.findByText('Der Invaliditätsgrad ist erforderlich.')).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: /^Invaliditätsgrad/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Erhöhen' })).toBeEnabled();
    await expect(canvas.getByRole('checkbox', { name: /Arbeitslosenentschädigung/ })).not.toBeChecked();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const GermanAhvRefusedByServerNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: { details: savedDetails },
  render: (args) => <RefusedByServer {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const ahv = canvas.getByRole('textbox', { name: /^AHV-Nummer/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    const message = 'Die AHV-Nummer muss die Form 756.XXXX.XXXX.XX mit gültiger Prüfziffer haben.';
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(ahv).toHaveAttribute('aria-invalid', 'true');
    await expect(ahv).toHaveAccessibleDescription(expect.stringContaining(message));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(375);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * A wrong check digit and a disability pension without its degree, saved in a language: the longest messages at their
 * fields, the stepper shown, every option's label; nothing may overflow.
 */
function validationMessagesIn(words: {
  ahvNumber: RegExp;
  disabilityPension: string;
  save: string;
  messages: string[];
  degreeOfDisability: RegExp;
  increase: string;
}): Story {
  return {
    play: async ({ canvas, canvasElement, args }) => {
      await userEvent.type(canvas.getByRole('textbox', { name: words.ahvNumber }), '756.1234.5678.90');
      await userEvent.click(canvas.getByRole('radio', { name: words.disabilityPension }));
      await submitAndExpectMessages(canvas, words.save, words.messages);
      await expect(canvas.getByRole('spinbutton', { name: words.degreeOfDisability })).toBeVisible();
      await expect(canvas.getByRole('button', { name: words.increase })).toBeEnabled();
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
      // The focus ring of the field at fault touches the narrow viewport's edge, where it antialiases differently.
      (document.activeElement as HTMLElement | null)?.blur();
    },
  };
}

export const FrenchNarrow: Story = {
  ...validationMessagesIn({
    ahvNumber: /^Numéro AVS/,
    disabilityPension: 'Rente d’invalidité',
    save: 'Enregistrer',
    messages: [
      'Le numéro AVS doit avoir la forme 756.XXXX.XXXX.XX avec un chiffre de contrôle valable.',
      'Veuillez choisir l’état civil',
      'Veuillez choisir une option LPP',
      'Le taux d’invalidité est obligatoire.',
    ],
    degreeOfDisability: /^Taux d’invalidité/,
    increase: 'Augmenter',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...validationMessagesIn({
    ahvNumber: /^Numero AVS/,
    disabilityPension: 'Rendita d’invalidità',
    save: 'Salva',
    messages: [
      'Il numero AVS deve avere la forma 756.XXXX.XXXX.XX con una cifra di controllo valida.',
      'Scelga lo stato civile',
      'Scelga un’opzione LPP',
      'Il grado d’invalidità è obbligatorio.',
    ],
    degreeOfDisability: /^Grado d’invalidità/,
    increase: 'Aumenta',
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
