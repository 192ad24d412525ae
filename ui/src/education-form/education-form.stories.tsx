import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import { sampleSkills } from '../story-support/fixtures-profile';
import { germanFileText, germanFormActions, germanPeriod } from '../story-support/fixtures-german';
import { EducationForm } from './education-form';
import type { EducationFormText } from './education-form-text';
import { submitAndExpectMessages } from '../story-support/submit';

const meta = {
  title: 'Patterns/Forms/EducationForm',
  component: EducationForm,
  args: { skills: sampleSkills, onSubmit: fn(), onCancel: fn(), today: '2026-11-21', className: 'max-w-2xl' },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** adding or editing one education entry of the profile.\n\n**When not to:** work experience (use WorkExperienceForm).\n\n**States shown below:** every message then add, edit prefilled, narrow, German validation messages.',
      },
    },
    languages: { de: () => GermanValidationMessages.args },
  },
} satisfies Meta<typeof EducationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryMessageThenAdd: Story = {
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    for (const message of [
      'School name is required.',
      'Degree is required.',
      'Location is required.',
      'Start date is required.',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(canvas.getByLabelText(/^School/)).toHaveFocus();
    await userEvent.type(canvas.getByLabelText(/^School/), 'ETH Zürich');
    await userEvent.type(canvas.getByLabelText(/^Degree/), 'BSc Mechanical Engineering');
    await userEvent.type(canvas.getByLabelText(/^Location/), 'Zürich');
    await userEvent.type(canvas.getByLabelText(/^Start date/), '2018-09-15');
    const endDate = canvas.getByLabelText(/^End date/);
    await userEvent.type(endDate, '2030-07-01');
    await expect(await canvas.findByText('Date cannot be later than today.')).toBeVisible();
    await userEvent.clear(endDate);
    await userEvent.type(endDate, '2021-07-01');
    await userEvent.type(canvas.getByLabelText(/^Responsibilities and accomplishments/), 'Thesis on heat pumps.');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Welding' }));
    const certificate = new File(['%PDF-1.4'], 'bachelor.pdf', { type: 'application/pdf' });
    await userEvent.upload(canvas.getByLabelText(/^Certificate/), certificate);
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      school: 'ETH Zürich',
      degree: 'BSc Mechanical Engineering',
      location: 'Zürich',
      education_start_date: '2018-09-15',
      education_end_date: '2021-07-01',
      responsiblities_and_accomplishments: 'Thesis on heat pumps.',
      skill_ids: '3',
      certificate,
      remove_certificate: false,
    });
  },
};

export const EditPrefilled: Story = {
  args: {
    education: {
      id: 3,
      school: 'Berufsschule Bern',
      degree: 'EFZ Logistician',
      location: 'Bern',
      education_start_date: '2015-08-01',
      education_end_date: null,
      responsiblities_and_accomplishments: '',
      skill_ids: '1',
      certificate_url: '/api/v1/files/certificate-key?expires=1&signature=s',
      certificate_name: 'efz-logistiker.pdf',
    },
  },
  play: async ({ canvas, args }) => {
    // The stored certificate shows by its name and is kept when the user leaves it.
    await expect(canvas.getByText('efz-logistiker.pdf')).toBeVisible();
    const saved = {
      school: 'Berufsschule Bern',
      degree: 'EFZ Logistician',
      location: 'Bern',
      education_start_date: '2015-08-01',
      education_end_date: null,
      responsiblities_and_accomplishments: '',
      skill_ids: '1',
    };
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ ...saved, certificate: null, remove_certificate: false });

    // Its cross removes it.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove efz-logistiker.pdf' }));
    await expect(canvas.queryByText('efz-logistiker.pdf')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ ...saved, certificate: null, remove_certificate: true });
  },
};

export const Narrow: Story = {
  ...narrowViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
  },
};

const germanText: EducationFormText = {
  ...germanFormActions,
  ...germanFileText,
  ...germanPeriod,
  school: 'Schule',
  degree: 'Abschluss',
  location: 'Ort',
  accomplishments: 'Inhalte und Leistungen',
  skills: 'Fähigkeiten',
  certificate: 'Zeugnis',
  schoolRequired: 'Name der Schule ist erforderlich.',
  degreeRequired: 'Abschluss ist erforderlich.',
  locationRequired: 'Ort ist erforderlich.',
};

export const GermanValidationMessages: Story = {
  ...narrowViewport,
  args: { text: germanText },
  play: async ({ canvas, args }) => {
    await submitAndExpectMessages(canvas, 'Speichern', [
      'Name der Schule ist erforderlich.',
      'Abschluss ist erforderlich.',
      'Ort ist erforderlich.',
      'Startdatum ist erforderlich.',
    ]);
    await expect(canvas.getByLabelText(/^Schule/)).toHaveFocus();
    await userEvent.type(canvas.getByLabelText(/^Startdatum/), '2020-08-01');
    await userEvent.type(canvas.getByLabelText(/^Enddatum/), '2019-07-01');
    await expect(await canvas.findByText('Das Enddatum darf nicht vor dem Startdatum liegen.')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Fähigkeiten' })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
