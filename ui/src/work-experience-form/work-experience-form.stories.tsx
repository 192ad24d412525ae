import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrowViewport, wideViewport } from '../story-support/viewports';
import { chooseOption } from '../story-support/choose';
import { sampleSkills, sampleWorkExperience } from '../story-support/fixtures-profile';
import { inLanguage } from '../story-support/languages';
import type { WorkExperiencePayload } from '../lib/profile';
import { WorkExperienceForm } from './work-experience-form';
import { workExperienceFormTranslations } from './work-experience-form-text';
import { submitAndExpectMessages } from '../story-support/submit';

const meta = {
  title: 'Patterns/Forms/WorkExperienceForm',
  component: WorkExperienceForm,
  args: { skills: sampleSkills, onSubmit: fn(), onCancel: fn(), today: '2026-11-21', className: 'max-w-2xl' },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** adding or editing one work experience of the profile, with its reference letter.\n\n**When not to:** education (use EducationForm).\n\n**States shown below:** every message then add, edit prefilled, edit keeps stored letter, edit removes stored letter, narrow, German letter without name, German, French and Italian validation messages narrow, French and Italian wide.',
      },
    },
    translations: workExperienceFormTranslations,
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

/** A letter stored before file names were kept shows under the field's own name, in the form's language. */
export const GermanLetterWithoutName: Story = {
  ...inLanguage('de', 'narrow'),
  args: { workExperience: { ...withLetter, reference_letter_name: null } },
  play: async ({ canvas }) => {
    // The file shows under the field's name, with its cross.
    await expect(canvas.getByText('Arbeitszeugnis', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Arbeitszeugnis entfernen' })).toBeVisible();
    await expect(canvas.getByText('Datei auswählen')).toBeVisible();
  },
};

/** Every message in a language, then a kind of employment chosen and a start after today. */
function messagesIn(words: {
  save: string;
  choose: string;
  messages: string[];
  companyName: RegExp;
  employment: RegExp;
  partTime: string;
  startDate: RegExp;
  dateInFuture: string;
}): Story {
  return {
    play: async ({ canvas, canvasElement, args }) => {
      await expect(canvas.getByText(words.choose)).toBeVisible();
      await submitAndExpectMessages(canvas, words.save, words.messages);
      await expect(canvas.getByLabelText(words.companyName)).toHaveFocus();
      await chooseOption(canvas, words.employment, words.partTime);
      await expect(canvas.queryByText(words.messages[3]!)).not.toBeInTheDocument();
      await userEvent.type(canvas.getByLabelText(words.startDate), '2030-01-01');
      await expect(await canvas.findByText(words.dateInFuture)).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const GermanValidationMessages: Story = {
  ...messagesIn({
    save: 'Speichern',
    choose: 'Datei auswählen',
    messages: [
      'Der Firmenname ist erforderlich.',
      'Die Berufsbezeichnung ist erforderlich.',
      'Der Arbeitsort ist erforderlich.',
      'Die Anstellungsart ist erforderlich.',
      'Das wöchentliche Pensum ist erforderlich.',
      'Das Startdatum ist erforderlich.',
      'Bitte wählen Sie ein Enddatum oder markieren Sie, dass Sie zurzeit hier arbeiten',
      'Die Aufgaben sind erforderlich.',
    ],
    companyName: /^Firmenname/,
    employment: /^Anstellungsart/,
    partTime: 'Teilzeit',
    startDate: /^Startdatum/,
    dateInFuture: 'Das Datum darf nicht nach heute liegen.',
  }),
  ...inLanguage('de', 'narrow'),
};

export const FrenchNarrow: Story = {
  ...messagesIn({
    save: 'Enregistrer',
    choose: 'Choisir un fichier',
    messages: [
      'Le nom de l’entreprise est obligatoire.',
      'L’intitulé du poste est obligatoire.',
      'Le lieu de travail est obligatoire.',
      'Le type d’emploi est obligatoire.',
      'Le taux d’occupation hebdomadaire est obligatoire.',
      'La date de début est obligatoire.',
      'Veuillez choisir une date de fin ou indiquer que vous occupez actuellement ce poste',
      'Les tâches sont obligatoires.',
    ],
    companyName: /^Nom de l’entreprise/,
    employment: /^Type d’emploi/,
    partTime: 'Temps partiel',
    startDate: /^Date de début/,
    dateInFuture: 'La date ne peut pas être postérieure à aujourd’hui.',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...messagesIn({
    save: 'Salva',
    choose: 'Scegli file',
    messages: [
      'Il nome dell’azienda è obbligatorio.',
      'La denominazione della professione è obbligatoria.',
      'Il luogo di lavoro è obbligatorio.',
      'Il tipo d’impiego è obbligatorio.',
      'Il grado d’occupazione settimanale è obbligatorio.',
      'La data d’inizio è obbligatoria.',
      'La preghiamo di scegliere una data di fine o di indicare che attualmente lavora qui',
      'Le mansioni sono obbligatorie.',
    ],
    companyName: /^Nome dell’azienda/,
    employment: /^Tipo d’impiego/,
    partTime: 'Tempo parziale',
    startDate: /^Data d’inizio/,
    dateInFuture: 'La data non può essere successiva a oggi.',
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
