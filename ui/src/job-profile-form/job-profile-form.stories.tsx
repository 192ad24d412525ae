import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import { chooseOption } from '../story-support/choose';
import { inLanguage } from '../story-support/languages';
import { JobProfileForm } from './job-profile-form';
import { jobProfileFormTranslations } from './job-profile-form-text';
import { submitAndExpectMessages } from '../story-support/submit';

const meta = {
  title: 'Patterns/Forms/JobProfileForm',
  component: JobProfileForm,
  args: { onSubmit: fn(), onCancel: fn(), className: 'max-w-md' },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** adding a job profile: the kind of work sought and its CV.\n\n**When not to:** showing one (use JobProfileCard).\n\n**States shown below:** every message then add, narrow, German validation messages, French and Italian validation messages narrow and wide.',
      },
    },
    translations: jobProfileFormTranslations,
  },
} satisfies Meta<typeof JobProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryMessageThenAdd: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(await canvas.findByText('Jobprofile is required.')).toBeVisible();
    await expect(canvas.getByText('Experience is required.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /^Job profile/ })).toHaveFocus();
    await chooseOption(canvas, /^Job profile/, 'Automotive Assistant With Federal VET Certificate');
    await expect(canvas.queryByText('Jobprofile is required.')).not.toBeInTheDocument();
    await chooseOption(canvas, /^Experience/, 'Fresher');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      job_profile: 'Automotive Assistant With Federal VET Certificate',
      experience: 'Fresher',
    });
  },
};

export const Narrow: Story = {
  ...narrowViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /^Experience/ })).toHaveTextContent('Select experience');
  },
};

export const GermanValidationMessages: Story = {
  ...inLanguage('de', 'narrow'),
  args: {
    jobProfileOptions: [
      { value: 'Software Engineer', label: 'Software-Ingenieur/in' },
      { value: 'Acute-care', label: 'Akutpflege' },
      { value: 'Automotive Assistant With Federal VET Certificate', label: 'Automobil-Assistent/in EBA' },
    ],
    experienceOptions: [
      { value: 'Fresher', label: 'Berufseinsteiger/in' },
      { value: '5 years', label: '5 Jahre' },
      { value: '7 years', label: '7 Jahre' },
    ],
  },
  play: async ({ canvas, args }) => {
    await submitAndExpectMessages(canvas, 'Hinzufügen', [
      'Das Jobprofil ist erforderlich.',
      'Die Erfahrung ist erforderlich.',
    ]);
    await expect(canvas.getByRole('combobox', { name: /^Jobprofil/ })).toHaveFocus();
    await chooseOption(canvas, /^Erfahrung/, '5 Jahre');
    await expect(canvas.queryByText('Die Erfahrung ist erforderlich.')).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Both messages in a language, under the placeholders, with the job profiles named in it. */
function messagesIn(
  jobProfiles: [software: string, acuteCare: string, automotive: string],
  words: { add: string; jobProfile: RegExp; placeholder: string; messages: [string, string] },
): Story {
  const [software, acuteCare, automotive] = jobProfiles;
  return {
    args: {
      jobProfileOptions: [
        { value: 'Software Engineer', label: software },
        { value: 'Acute-care', label: acuteCare },
        { value: 'Automotive Assistant With Federal VET Certificate', label: automotive },
      ],
    },
    play: async ({ canvas, canvasElement, args }) => {
      await submitAndExpectMessages(canvas, words.add, words.messages);
      await expect(canvas.getByRole('combobox', { name: words.jobProfile })).toHaveFocus();
      await expect(canvas.getByText(words.placeholder)).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...messagesIn(['Ingénieur(e) logiciel', 'Soins aigus', 'Assistant(e) en maintenance d’automobiles AFP'], {
    add: 'Ajouter',
    jobProfile: /^Profil professionnel/,
    placeholder: 'Choisir l’expérience',
    messages: ['Le profil professionnel est obligatoire.', 'L’expérience est obligatoire.'],
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...messagesIn(['Ingegnere/a del software', 'Cure acute', 'Assistente di manutenzione per automobili CFP'], {
    add: 'Aggiungi',
    jobProfile: /^Profilo professionale/,
    placeholder: 'Scelga l’esperienza',
    messages: ['Il profilo professionale è obbligatorio.', 'L’esperienza è obbligatoria.'],
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
