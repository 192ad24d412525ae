import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrowViewport, wideViewport } from '../story-support/viewports';
import { chooseOption } from '../story-support/choose';
import { sampleSkills, sampleWorkExperience } from '../story-support/fixtures-profile';
import { germanEmployment, germanFileText, germanFormActions, germanPeriod } from '../story-support/fixtures-german';
import type { WorkExperiencePayload } from '../lib/profile';
import { WorkExperienceForm } from './work-experience-form';
import type { WorkExperienceFormText } from './work-experience-form-text';
import { submitAndExpectMessages } from '../story-support/submit';

const meta = {
  title: 'Patterns/Forms/WorkExperienceForm',
  component: WorkExperienceForm,
  args: { skills: sampleSkills, onSubmit: fn(), onCancel: fn(), today: '2026-11-21', className: 'max-w-2xl' },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** adding or editing one work experience of the profile, with its reference letter.\n\n**When not to:** education (use EducationForm).\n\n**States shown below:** every message then add, edit prefilled, edit keeps stored letter, edit removes stored letter, narrow, German letter without name, German validation messages.',
      },
    },
    languages: { de: () => GermanLetterWithoutName.args },
  },
} satisfies Meta<typeof WorkExperienceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryMessageThenAdd: Story = {
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    for (const message of [
      'Company name is required.',
      'Job title is required.',
      'Location is required.',
      'Employment type is required.',
      'Weekly workload is required.',
      'Start date is required.',
      'Please select end date or mark currently working',
      'Responsibilities are required.',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(canvas.getByLabelText(/^Company name/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(canvas.getByLabelText(/^Company name/), 'Coop');
    await userEvent.type(canvas.getByLabelText(/^Job title/), 'Sales assistant');
    await userEvent.type(canvas.getByLabelText(/^Location/), 'Basel');
    await chooseOption(canvas, /^Employment type/, 'Part time');
    await chooseOption(canvas, /^Weekly workload/, '60%');
    await userEvent.type(canvas.getByLabelText(/^Start date/), '2022-03-01');
    const endDate = canvas.getByLabelText(/^End date/);
    await userEvent.type(endDate, '2027-01-01');
    await expect(await canvas.findByText('Date cannot be later than today.')).toBeVisible();
    await userEvent.clear(endDate);
    await userEvent.type(endDate, '2021-01-01');
    await expect(await canvas.findByText('End date cannot be before start date.')).toBeVisible();

    // Currently working clears and disables the end date, and its message goes.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I am currently working in this role' }));
    await expect(endDate).toBeDisabled();
    await expect(endDate).toHaveValue('');
    await expect(canvas.queryByText('End date cannot be before start date.')).not.toBeInTheDocument();

    await userEvent.type(canvas.getByLabelText(/^Responsibilities/), 'Advising customers.');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Customer service' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'First aid' }));
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      company_name: 'Coop',
      job_title: 'Sales assistant',
      location: 'Basel',
      employment: 'part_time',
      weekly_workload: 60,
      currently_working_on_role: true,
      work_exp_start_time: '2022-03-01',
      work_exp_end_time: null,
      responsibilities: 'Advising customers.',
      skill_ids: '2,4',
      reference_letter: null,
      remove_reference_letter: false,
    });
  },
};

/** What the form sends for `sampleWorkExperience` saved as it was but for its reference letter. */
function savedWithLetter(letter: Pick<WorkExperiencePayload, 'reference_letter' | 'remove_reference_letter'>) {
  const { id: _id, ...fields } = sampleWorkExperience;
  return { ...fields, ...letter };
}

/** A work experience whose reference letter the server holds. */
const withLetter = {
  ...sampleWorkExperience,
  reference_letter_url: '/api/v1/files/letter-key?expires=1&signature=s',
  reference_letter_name: 'zeugnis-2024.pdf',
};

export const EditPrefilled: Story = {
  args: { workExperience: withLetter },
  ...wideViewport,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText(/^Company name/)).toHaveValue('Migros Genossenschafts-Bund');
    await expect(canvas.getByRole('checkbox', { name: 'Forklift driving' })).toBeChecked();
    // A new letter takes the place of the stored one.
    await expect(canvas.getByText('zeugnis-2024.pdf')).toBeVisible();
    const letter = new File(['%PDF-1.4'], 'reference.pdf', { type: 'application/pdf' });
    await userEvent.upload(canvas.getByLabelText(/^Reference letter/), letter);
    await expect(canvas.getByText('reference.pdf')).toBeVisible();
    await expect(canvas.queryByText('zeugnis-2024.pdf')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      savedWithLetter({ reference_letter: letter, remove_reference_letter: false }),
    );
  },
};

// Regression: the edit of a work experience did not show the reference letter already uploaded.
export const EditKeepsStoredLetter: Story = {
  args: { workExperience: withLetter },
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText(/^Reference letter/);
    await expect(canvas.getByText('zeugnis-2024.pdf')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove zeugnis-2024.pdf' })).toBeVisible();
    await expect(field).toHaveAccessibleName('Reference letter Choose file');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      savedWithLetter({ reference_letter: null, remove_reference_letter: false }),
    );
  },
};

export const EditRemovesStoredLetter: Story = {
  args: { workExperience: withLetter },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove zeugnis-2024.pdf' }));
    await expect(canvas.queryByText('zeugnis-2024.pdf')).not.toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Reference letter/)).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      savedWithLetter({ reference_letter: null, remove_reference_letter: true }),
    );
  },
};

export const Narrow: Story = {
  ...narrowViewport,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

const germanText: WorkExperienceFormText = {
  ...germanFormActions,
  ...germanFileText,
  ...germanPeriod,
  companyName: 'Firma',
  jobTitle: 'Funktion',
  location: 'Arbeitsort',
  employment: 'Anstellungsart',
  employmentPlaceholder: 'Anstellungsart wählen',
  fullTime: germanEmployment.full_time,
  partTime: germanEmployment.part_time,
  internship: germanEmployment.internship,
  weeklyWorkload: 'Pensum',
  weeklyWorkloadPlaceholder: 'Pensum wählen',
  currentlyWorking: 'Ich arbeite zurzeit in dieser Funktion',
  responsibilities: 'Aufgaben',
  skills: 'Fähigkeiten',
  referenceLetter: 'Arbeitszeugnis',
  companyNameRequired: 'Firma ist erforderlich.',
  jobTitleRequired: 'Funktion ist erforderlich.',
  locationRequired: 'Arbeitsort ist erforderlich.',
  employmentRequired: 'Anstellungsart ist erforderlich.',
  weeklyWorkloadRequired: 'Pensum ist erforderlich.',
  endDateOrCurrent: 'Bitte Enddatum wählen oder angeben, dass Sie zurzeit in dieser Funktion arbeiten',
  responsibilitiesRequired: 'Aufgaben sind erforderlich.',
};

/** A letter stored before file names were kept shows under the field's own name, in the form's language. */
export const GermanLetterWithoutName: Story = {
  ...narrowViewport,
  args: { text: germanText, workExperience: { ...withLetter, reference_letter_name: null } },
  play: async ({ canvas }) => {
    // The file shows under the field's name, with its cross.
    await expect(canvas.getByText('Arbeitszeugnis', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Arbeitszeugnis entfernen' })).toBeVisible();
    await expect(canvas.getByText('Datei auswählen')).toBeVisible();
  },
};

export const GermanValidationMessages: Story = {
  ...narrowViewport,
  args: { text: germanText },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Datei auswählen')).toBeVisible();
    await submitAndExpectMessages(canvas, 'Speichern', [
      'Firma ist erforderlich.',
      'Funktion ist erforderlich.',
      'Arbeitsort ist erforderlich.',
      'Anstellungsart ist erforderlich.',
      'Pensum ist erforderlich.',
      'Startdatum ist erforderlich.',
      'Bitte Enddatum wählen oder angeben, dass Sie zurzeit in dieser Funktion arbeiten',
      'Aufgaben sind erforderlich.',
    ]);
    await expect(canvas.getByLabelText(/^Firma/)).toHaveFocus();
    await chooseOption(canvas, /^Anstellungsart/, 'Teilzeit');
    await expect(canvas.queryByText('Anstellungsart ist erforderlich.')).not.toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/^Startdatum/), '2030-01-01');
    await expect(await canvas.findByText('Das Datum darf nicht nach heute liegen.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
