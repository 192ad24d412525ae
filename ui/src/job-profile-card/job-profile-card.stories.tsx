import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import { inLanguage } from '../story-support/languages';
import { JobProfileCard, jobProfileCardTranslations } from './job-profile-card';

const meta = {
  title: 'Patterns/Profile/JobProfileCard',
  component: JobProfileCard,
  args: {
    jobProfile: { id: 4, job_profile: 'Acute-care', experience: '5 years', status: 'under_review' },
    cvOnFile: false,
    onDelete: fn(),
    className: 'max-w-md',
  },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** one job profile (the kind of work sought) with its CV and delete.\n\n**When not to:** editing it (use JobProfileForm).\n\n**States shown below:** status with spaces, CV on file, CV not known yet, delete asks first, German status and delete, German CV on file narrow, French and Italian narrow and wide (the note asking for the CV, the delete question).',
      },
    },
    translations: jobProfileCardTranslations,
  },
} satisfies Meta<typeof JobProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StatusWithSpaces: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Acute-care' })).toBeVisible();
    await expect(canvas.getByText('under review')).toBeVisible();
    await expect(canvas.queryByText('under_review')).not.toBeInTheDocument();
    await expect(canvas.getByText('Under review. Please Upload Your CV')).toBeVisible();
    await expect(canvas.getByText('Experience: 5 years')).toBeVisible();
  },
};

/** Regression: a card asked for the CV ('Please Upload Your CV') although one was on file. */
export const CvOnFile: Story = {
  args: { cvOnFile: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('under review')).toBeVisible();
    await expect(canvas.getByText('Under review. Your CV is on file.')).toBeVisible();
    await expect(canvas.queryByText(/Please Upload Your CV/)).not.toBeInTheDocument();
  },
};

/** While the profile is not known yet, the card says nothing about the CV rather than something wrong. */
export const CvNotKnownYet: Story = {
  args: { cvOnFile: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('under review')).toBeVisible();
    await expect(canvas.queryByText(/CV/)).not.toBeInTheDocument();
  },
};

export const DeleteAsksFirst: Story = {
  ...narrowViewport,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Acute-care' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Delete the job profile Acute-care?' })).toBeVisible();
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  },
};

/** Regression: the status badge showed the API's English value ('under review') on a German page. */
export const GermanStatusAndDelete: Story = {
  ...inLanguage('de', 'narrow'),
  args: { jobProfile: { id: 4, job_profile: 'Akutpflege', experience: '5 Jahre', status: 'under_review' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Akutpflege' })).toBeVisible();
    await expect(canvas.getByText('in Prüfung')).toBeVisible();
    await expect(canvas.queryByText('under review')).not.toBeInTheDocument();
    await expect(canvas.getByText('Wird geprüft. Bitte laden Sie Ihren Lebenslauf hoch')).toBeVisible();
    await expect(canvas.getByText('Erfahrung: 5 Jahre')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Akutpflege löschen' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Das Jobprofil Akutpflege löschen?' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Regression: in German too, the card asked for a CV that was on file. */
export const GermanCvOnFileNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: { ...GermanStatusAndDelete.args, cvOnFile: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Wird geprüft. Ihr Lebenslauf liegt uns vor.')).toBeVisible();
    await expect(canvas.queryByText(/Bitte laden Sie Ihren Lebenslauf hoch/)).not.toBeInTheDocument();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/**
 * A card in a language with its longest words: the note asking for the CV, then the delete question, answered with
 * cancel so that the card is pictured whole. A name read out keeps French no-break spaces (`\u00a0`); a text shown is
 * matched with plain ones.
 */
function cardIn(
  jobProfile: string,
  experience: string,
  words: { status: string; note: string; experience: string; delete: string; question: string; cancel: string },
): Story {
  return {
    args: { jobProfile: { id: 4, job_profile: jobProfile, experience, status: 'under_review' } },
    play: async ({ canvas, canvasElement, args }) => {
      await expect(canvas.getByText(words.status)).toBeVisible();
      await expect(canvas.getByText(words.note)).toBeVisible();
      await expect(canvas.getByText(words.experience)).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: words.delete }));
      await expect(await screen.findByRole('alertdialog', { name: words.question })).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: words.cancel }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(args.onDelete).not.toHaveBeenCalled();
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...cardIn('Soins aigus', '5 ans', {
    status: 'en cours d’examen',
    note: 'En cours d’examen. Veuillez télécharger votre CV',
    experience: 'Expérience : 5 ans',
    delete: 'Supprimer Soins aigus',
    question: 'Supprimer le profil professionnel Soins aigus\u00a0?',
    cancel: 'Annuler',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...cardIn('Cure acute', '5 anni', {
    status: 'in verifica',
    note: 'In verifica. La preghiamo di caricare il Suo curriculum vitae',
    experience: 'Esperienza: 5 anni',
    delete: 'Elimina Cure acute',
    question: 'Eliminare il profilo professionale Cure acute?',
    cancel: 'Annulla',
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
