import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import { sampleSkills } from '../story-support/fixtures-profile';
import { inLanguage } from '../story-support/languages';
import { EducationForm } from './education-form';
import { educationFormTranslations } from './education-form-text';
import { submitAndExpectMessages } from '../story-support/submit';

const meta = {
  title: 'Patterns/Forms/EducationForm',
  component: EducationForm,
  args: { skills: sampleSkills, onSubmit: fn(), onCancel: fn(), today: '2026-11-21', className: 'max-w-2xl' },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** adding or editing one education entry of the profile.\n\n**When not to:** work experience (use WorkExperienceForm).\n\n**States shown below:** every message then add, edit prefilled, narrow, German, French and Italian validation messages narrow, French and Italian wide.',
      },
    },
    translations: educationFormTranslations,
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

/** Every message in a language, then an end before the start, with the skills offered. */
function messagesIn(words: {
  save: string;
  messages: [school: string, degree: string, location: string, startDate: string];
  school: RegExp;
  startDate: RegExp;
  endDate: RegExp;
  endBeforeStart: string;
  skills: string;
  hint: string;
}): Story {
  return {
    play: async ({ canvas, canvasElement, args }) => {
      await submitAndExpectMessages(canvas, words.save, words.messages);
      await expect(canvas.getByLabelText(words.school)).toHaveFocus();
      await userEvent.type(canvas.getByLabelText(words.startDate), '2020-08-01');
      await userEvent.type(canvas.getByLabelText(words.endDate), '2019-07-01');
      await expect(await canvas.findByText(words.endBeforeStart)).toBeVisible();
      await expect(canvas.getByRole('group', { name: words.skills })).toBeVisible();
      await expect(canvas.getByText(words.hint)).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const GermanValidationMessages: Story = {
  ...messagesIn({
    save: 'Speichern',
    messages: [
      'Der Name der Schule ist erforderlich.',
      'Der Abschluss ist erforderlich.',
      'Der Ort ist erforderlich.',
      'Das Startdatum ist erforderlich.',
    ],
    school: /^Schule/,
    startDate: /^Startdatum/,
    endDate: /^Enddatum/,
    endBeforeStart: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
    skills: 'Fähigkeiten',
    hint: 'PDF, JPG oder JPEG bis 20 MB',
  }),
  ...inLanguage('de', 'narrow'),
};

export const FrenchNarrow: Story = {
  ...messagesIn({
    save: 'Enregistrer',
    messages: [
      'Le nom de l’école est obligatoire.',
      'Le diplôme est obligatoire.',
      'Le lieu est obligatoire.',
      'La date de début est obligatoire.',
    ],
    school: /^École/,
    startDate: /^Date de début/,
    endDate: /^Date de fin/,
    endBeforeStart: 'La date de fin ne peut pas précéder la date de début.',
    skills: 'Compétences',
    hint: 'PDF, JPG ou JPEG jusqu’à 20 Mo',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...messagesIn({
    save: 'Salva',
    messages: [
      'Il nome della scuola è obbligatorio.',
      'Il titolo di studio è obbligatorio.',
      'Il luogo è obbligatorio.',
      'La data d’inizio è obbligatoria.',
    ],
    school: /^Scuola/,
    startDate: /^Data d’inizio/,
    endDate: /^Data di fine/,
    endBeforeStart: 'La data di fine non può precedere la data d’inizio.',
    skills: 'Competenze',
    hint: 'PDF, JPG o JPEG fino a 20 MB',
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
