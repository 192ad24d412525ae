import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import { germanDeleteQuestion } from '../story-support/fixtures-german';
import { JobProfileCard, type JobProfileCardText } from './job-profile-card';

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
          '**When to use:** one job profile (the kind of work sought) with its CV and delete.\n\n**When not to:** editing it (use JobProfileForm).\n\n**States shown below:** status with spaces, CV on file, CV not known yet, delete asks first, German status and delete, German CV on file narrow.',
      },
    },
    languages: { de: () => GermanStatusAndDelete.args },
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

const germanText: JobProfileCardText = {
  ...germanDeleteQuestion,
  underReview: 'In Prüfung. Bitte laden Sie Ihren Lebenslauf hoch.',
  underReviewCvOnFile: 'In Prüfung. Ihr Lebenslauf liegt uns vor.',
  experience: (experience: string) => `Erfahrung: ${experience}`,
  delete: (jobProfile: string) => `${jobProfile} löschen`,
  confirmDelete: (jobProfile: string) => `Berufsprofil ${jobProfile} löschen?`,
};

/** Regression: the status badge showed the API's English value ('under review') on a German page. */
export const GermanStatusAndDelete: Story = {
  ...narrowViewport,
  args: {
    jobProfile: { id: 4, job_profile: 'Akutpflege', experience: '5 Jahre', status: 'under_review' },
    text: { ...germanText, statuses: { under_review: 'in Prüfung' } },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Akutpflege' })).toBeVisible();
    await expect(canvas.getByText('in Prüfung')).toBeVisible();
    await expect(canvas.queryByText('under review')).not.toBeInTheDocument();
    await expect(canvas.getByText('In Prüfung. Bitte laden Sie Ihren Lebenslauf hoch.')).toBeVisible();
    await expect(canvas.getByText('Erfahrung: 5 Jahre')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Akutpflege löschen' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Berufsprofil Akutpflege löschen?' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Regression: in German too, the card asked for a CV that was on file. */
export const GermanCvOnFileNarrow: Story = {
  ...narrowViewport,
  args: { ...GermanStatusAndDelete.args, cvOnFile: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('In Prüfung. Ihr Lebenslauf liegt uns vor.')).toBeVisible();
    await expect(canvas.queryByText(/Bitte laden Sie Ihren Lebenslauf hoch/)).not.toBeInTheDocument();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
