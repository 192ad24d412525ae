import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { narrowViewport, wideViewport } from '../story-support/viewports';
import { chooseOption, searchAndChoose } from '../story-support/choose';
import { PersonalDetailsForm } from './personal-details-form';
import { personalDetailsGerman, personalDetailsGermanOptions } from './personal-details-form.german';
import { submitAndExpectMessages } from '../story-support/submit';

const meta = {
  title: 'Patterns/Forms/PersonalDetailsForm',
  component: PersonalDetailsForm,
  args: {
    details: { jumper_first_name: 'Ana', jumper_last_name: 'Muster', jumper_dob: '17-05-1990', jumper_sex: '1' },
    onSubmit: fn(),
    onCancel: fn(),
    today: '2026-11-21',
    className: 'max-w-3xl',
  },
  parameters: {
    docs: {
      description: {
        component:
          "**When to use:** the jumper's personal details: names, birth date, address, nationality, marital status.\n\n**When not to:** account data (use MobileNumberForm, ChangePasswordForm).\n\n**States shown below:** every message then save, town focused when first invalid, names locked until pencil, German validation messages, German future date.",
      },
    },
    languages: { de: () => GermanValidationMessages.args },
  },
} satisfies Meta<typeof PersonalDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryMessageThenSave: Story = {
  ...wideViewport,
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    // Emptying the names shows their messages too.
    await userEvent.click(canvas.getByRole('button', { name: 'Edit first name' }));
    await userEvent.clear(canvas.getByLabelText(/^First name/));
    await userEvent.click(canvas.getByRole('button', { name: 'Edit last name' }));
    await userEvent.clear(canvas.getByLabelText(/^Last name/));
    await userEvent.click(save);
    for (const message of [
      'Please select title',
      'Pronounce is required',
      'First name is required',
      'Last name is required',
      'Address is required',
      'Please select city',
      'Please select country',
      'Please select home town',
      'Please select residence permit',
      'Please select nationality',
      'Please select marital status',
      'Please select living in cohabitation',
      'Please select at least one language',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(canvas.getByRole('combobox', { name: /^Title/ })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Errors clear live on edit.
    await userEvent.type(canvas.getByLabelText(/^First name/), 'Anna');
    await expect(canvas.queryByText('First name is required')).not.toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/^Last name/), 'Beispiel');
    await chooseOption(canvas, /^Title/, 'Ms');
    await userEvent.type(canvas.getByLabelText(/^Pronounce/), 'she/her');
    await userEvent.type(canvas.getByLabelText(/^Address/), 'Bahnhofstrasse 1');
    await userEvent.type(canvas.getByLabelText(/^PLZ/), '8001');
    // A town typed that is not in the list is no town: its message stays until one is chosen.
    await userEvent.type(canvas.getByRole('combobox', { name: /^City/ }), 'Atlantis');
    await userEvent.tab();
    await expect(canvas.getByText('Please select city')).toBeVisible();
    await searchAndChoose(canvas, /^City/, 'zurich', 'Zürich');
    await expect(canvas.queryByText('Please select city')).not.toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/^Canton/), 'ZH');
    await chooseOption(canvas, /^Country/, 'Switzerland');
    await searchAndChoose(canvas, /^Home town/, 'luz', 'Luzern');
    await chooseOption(canvas, /^Residence permit/, 'C');
    await chooseOption(canvas, /^Nationality/, 'Portuguese');
    await userEvent.click(canvas.getByRole('radio', { name: 'Married' }));
    await userEvent.type(canvas.getByLabelText(/^Marital status since/), '2019-06-01');
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'German' }));
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      jumper_title: 2,
      jumper_pronounce: 'she/her',
      jumper_first_name: 'Anna',
      jumper_last_name: 'Beispiel',
      jumper_dob: '17-05-1990',
      jumper_sex: '1',
      jumper_address: 'Bahnhofstrasse 1',
      jumper_city: 'Zürich',
      jumper_plz: '8001',
      jumper_country: 'Switzerland',
      jumper_home_town: 'Luzern',
      jumper_residence_permit: 'C',
      jumper_nationality: 'Portuguese',
      jumper_maratial_status: 1,
      jumper_maratial_status_since: '2019-06-01',
      jumper_living_in_cohabilitation: 'Yes',
      jumper_language: 1,
      jumper_state: 'ZH',
    });
  },
};

/** City and Home town are searchable lists: the first invalid one takes focus like any field. */
export const TownFocusedWhenFirstInvalid: Story = {
  args: {
    details: {
      jumper_first_name: 'Ana',
      jumper_last_name: 'Muster',
      jumper_title: 1,
      jumper_pronounce: 'she/her',
      jumper_address: 'Bahnhofstrasse 1',
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const city = canvas.getByRole('combobox', { name: /^City/ });
    // Checked, then focused: on a busy machine the focus may come a moment after the click has returned.
    await waitFor(() => expect(city).toHaveFocus());
    await expect(city).toHaveAttribute('aria-invalid', 'true');
    await expect(city).toHaveAccessibleDescription('Please select city');
    await expect(canvas.getByRole('combobox', { name: /^Home town/ })).toHaveAccessibleDescription(
      'Please select home town',
    );
    // Typed and chosen by keyboard, the town clears its message.
    await userEvent.keyboard('gen');
    await expect(await screen.findByRole('option', { name: 'Genève' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(city).toHaveValue('Genève'));
    await expect(canvas.queryByText('Please select city')).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NamesLockedUntilPencil: Story = {
  ...narrowViewport,
  play: async ({ canvas }) => {
    const firstName = canvas.getByLabelText(/^First name/);
    await expect(firstName).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText(/^Date of birth/)).toHaveValue('1990-05-17');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit first name' }));
    await expect(firstName).not.toHaveAttribute('readonly');
    await expect(firstName).toHaveFocus();
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Johanna');
    // The x puts the original name back and locks the field again.
    await userEvent.click(canvas.getByRole('button', { name: 'Restore first name' }));
    await expect(firstName).toHaveValue('Ana');
    await expect(firstName).toHaveAttribute('readonly');
  },
};

export const GermanValidationMessages: Story = {
  ...narrowViewport,
  args: { text: personalDetailsGerman, options: personalDetailsGermanOptions },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Vorname bearbeiten' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: /^Vorname/ }));
    await expect(canvas.getByRole('button', { name: 'Vorname zurücksetzen' })).toBeVisible();
    await submitAndExpectMessages(canvas, 'Speichern', [
      'Bitte Anrede wählen',
      'Pronomen ist erforderlich',
      'Vorname ist erforderlich',
      'Adresse ist erforderlich',
      'Bitte Ort wählen',
      'Bitte Land wählen',
      'Bitte Heimatort wählen',
      'Bitte Aufenthaltsbewilligung wählen',
      'Bitte Nationalität wählen',
      'Bitte Zivilstand wählen',
      'Bitte angeben, ob Sie im Konkubinat leben',
      'Bitte mindestens eine Sprache wählen',
    ]);
    await expect(canvas.getByRole('combobox', { name: /^Anrede/ })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Deutsch' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await chooseOption(canvas, /^Land/, 'Schweiz');
    await expect(canvas.queryByText('Bitte Land wählen')).not.toBeInTheDocument();
    // The town lists speak German too.
    await userEvent.type(canvas.getByRole('combobox', { name: /^Ort/ }), 'Atlantis');
    await expect(await screen.findByText('Keine Treffer', { ignore: '[role="status"], script, style' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /^Heimatort/ })).toHaveAttribute(
      'placeholder',
      'Zum Suchen tippen',
    );
  },
};

/** Regression: a date after today was refused with an English message whatever the form's language. */
export const GermanFutureDate: Story = {
  ...narrowViewport,
  args: { text: personalDetailsGerman, options: personalDetailsGermanOptions },
  play: async ({ canvas }) => {
    const since = canvas.getByLabelText(/^Zivilstand seit/);
    await userEvent.type(since, '2030-01-01');
    await expect(await canvas.findByText('Bitte wählen Sie ein früheres Datum.')).toBeVisible();
    await expect(canvas.queryByText('Please choose an earlier date.')).not.toBeInTheDocument();
  },
};
