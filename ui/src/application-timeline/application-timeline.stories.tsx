import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { applicationAt, longWithdrawalReason, storyToday } from '../story-support/fixtures-applications';
import { narrow, wide } from '../story-support/fixtures';
import { inLanguage } from '../story-support/languages';
import { ApplicationTimeline } from './application-timeline';
import { applicationTimelineTranslations } from './application-timeline-text';

const meta = {
  title: 'Patterns/Engagements/ApplicationTimeline',
  component: ApplicationTimeline,
  args: { application: applicationAt('sent'), today: storyToday },
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
          '**When to use:** the story of one application: each change of stage with its date, the interview, reasons, the adjustments asked for, and what comes next.\n\n**When not to:** a summary in a list (use ApplicationStageBadge).\n\n**States shown below:** each stage, interview with and without a date, no answer yet, answer due today, adjustments, no history, German, French and Italian narrow, French and Italian wide, wide.',
      },
    },
    translations: applicationTimelineTranslations,
  },
} satisfies Meta<typeof ApplicationTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sent: Story = {
  play: async ({ canvas }) => {
    const steps = within(canvas.getByRole('list', { name: 'What happened so far' })).getAllByRole('listitem');
    await expect(steps).toHaveLength(1);
    await expect(steps[0]).toHaveAttribute('aria-current', 'step');
    await expect(within(steps[0]!).getByText('Application sent')).toBeVisible();
    // Told in Swiss time: 08:15 UTC on 2 November.
    await expect(within(steps[0]!).getByText('2 Nov 2026')).toHaveAttribute('datetime', '2026-11-02T08:15:00Z');
    // The current step is said in words, not only by the marker's look.
    await expect(within(steps[0]!).getByText('Now')).toBeVisible();
    await expect(canvas.getByText('The employer looks at your application.')).toBeVisible();
    await expect(canvas.getByText('Answer expected by 25 Nov 2026')).toBeVisible();
  },
};

export const InReview: Story = {
  args: { application: applicationAt('in_review') },
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole('listitem');
    await expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, 'step']);
    await expect(canvas.getByText('The employer is reviewing it')).toBeVisible();
  },
};

export const Shortlisted: Story = {
  args: { application: applicationAt('shortlisted') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('You are on the shortlist');
    await expect(canvas.getByText('The employer may invite you to an interview.')).toBeVisible();
  },
};

/** An interview with its date, time (Swiss time) and place. */
export const InterviewWithDateAndPlace: Story = {
  args: { application: applicationAt('interview') },
  play: async ({ canvas }) => {
    const step = canvas.getByRole('listitem', { current: 'step' });
    await expect(step).toHaveTextContent('Invited to an interview');
    // 13:00 UTC is 14:00 in Zürich in November.
    await expect(within(step).getByText('Tuesday, 24 November 2026 at 14:00')).toHaveAttribute(
      'datetime',
      '2026-11-24T13:00:00Z',
    );
    await expect(within(step).getByText('Logistik Limmat AG, Hardstrasse 201, 8005 Zürich')).toBeVisible();
    await expect(within(step).getByText('When:')).toBeVisible();
    await expect(within(step).getByText('Where:')).toBeVisible();
  },
};

/** Invited, with the date and place still to be set: the step says so without empty lines. */
export const InterviewNotYetScheduled: Story = {
  args: {
    application: applicationAt('interview', {
      history: applicationAt('interview').history!.map((change) =>
        change.stage === 'interview' ? { ...change, interview_at: null, interview_place: null } : change,
      ),
    }),
  },
  play: async ({ canvas }) => {
    const step = canvas.getByRole('listitem', { current: 'step' });
    await expect(step).toHaveTextContent('Invited to an interview');
    await expect(within(step).queryByText('When:')).toBeNull();
    await expect(within(step).queryByText('Where:')).toBeNull();
  },
};

export const Offer: Story = {
  args: { application: applicationAt('offer') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('You received an offer');
    await expect(canvas.getByText('The employer waits for your answer to their offer.')).toBeVisible();
  },
};

/** Decided: nothing comes next, and no answer is awaited. */
export const Hired: Story = {
  args: { application: applicationAt('hired') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('You got the job');
    await expect(canvas.queryByText('What comes next')).toBeNull();
    await expect(canvas.queryByText(/Answer expected/)).toBeNull();
  },
};

export const UnsuccessfulWithReason: Story = {
  args: { application: applicationAt('unsuccessful') },
  play: async ({ canvas }) => {
    const step = canvas.getByRole('listitem', { current: 'step' });
    await expect(step).toHaveTextContent('Not successful this time');
    await expect(
      within(step).getByText('We chose a candidate with a valid forklift licence for this position.'),
    ).toBeVisible();
    await expect(canvas.queryByText('What comes next')).toBeNull();
  },
};

/** The jumper's own long reason wraps on a phone, its longest word too. */
export const WithdrawnWithLongReason: Story = {
  args: {
    application: applicationAt('withdrawn', {
      history: applicationAt('withdrawn').history!.map((change) =>
        change.stage === 'withdrawn' ? { ...change, reason: longWithdrawalReason } : change,
      ),
    }),
  },
  ...narrow,
  play: async ({ canvas, canvasElement }) => {
    const step = canvas.getByRole('listitem', { current: 'step' });
    await expect(step).toHaveTextContent('You withdrew your application');
    await expect(within(step).getByText(longWithdrawalReason)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(canvas.queryByText('What comes next')).toBeNull();
  },
};

/** Past the day the answer was expected by, the timeline says that none came. */
export const NoAnswerYet: Story = {
  args: { application: applicationAt('in_review', { answer_expected_by: '2026-11-16' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No answer yet. It was expected by 16 Nov 2026.')).toBeVisible();
    await expect(canvas.queryByText(/^Answer expected by/)).toBeNull();
  },
};

/** On the day itself the answer is still due, not late. */
export const AnswerDueToday: Story = {
  args: { application: applicationAt('in_review', { answer_expected_by: '2026-11-20' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Answer expected by 20 Nov 2026')).toBeVisible();
  },
};

/** The adjustments asked for with the application, under its sending; "something else" in the jumper's words. */
export const WithAdjustments: Story = {
  args: {
    application: applicationAt('in_review', {
      adjustments: {
        kinds: ['step_free_access', 'extra_time', 'other'],
        details: 'A quiet room to wait in before the interview',
      },
    }),
  },
  play: async ({ canvas }) => {
    const sentStep = canvas.getAllByRole('listitem')[0]!;
    await expect(within(sentStep).getByText('You asked for:')).toBeVisible();
    await expect(
      within(sentStep).getByText('Step-free access, Extra time and A quiet room to wait in before the interview'),
    ).toBeVisible();
  },
};

/** An application from before stages: its sending, and no promise of an answer. */
export const WithoutHistory: Story = {
  args: {
    application: {
      applied_at: '2026-10-28',
      answer_expected_by: null,
    },
  },
  play: async ({ canvas }) => {
    const step = canvas.getByRole('listitem', { current: 'step' });
    await expect(step).toHaveTextContent('Application sent');
    await expect(within(step).getByText('28 Oct 2026')).toBeVisible();
    await expect(canvas.queryByText(/Answer expected/)).toBeNull();
  },
};

/** Invited, with adjustments asked for and the answer overdue: the timeline's longest words. */
const interviewOverdue = applicationAt('interview', {
  answer_expected_by: '2026-11-16',
  adjustments: { kinds: ['sign_language_interpreter', 'accessible_documents'], details: null },
});

export const GermanNarrow: Story = {
  args: { application: interviewOverdue, locale: 'de-CH' },
  ...inLanguage('de', 'narrow'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: 'Bisheriger Verlauf' })).toBeVisible();
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Aktuell');
    await expect(canvas.getByText('Dienstag, 24. November 2026 um 14:00')).toBeVisible();
    await expect(canvas.getByText('Gebärdensprachdolmetscher/in und Dokumente in barrierefreiem Format')).toBeVisible();
    await expect(canvas.getByText('Noch keine Antwort. Sie war bis 16.11.2026 erwartet.')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The same in a language: its words, its dates, its punctuation before a detail, and nothing overflowing. */
function interviewOverdueIn(
  locale: string,
  words: { label: string; current: string; when: string; adjustments: string; overdue: string },
): Story {
  return {
    args: { application: interviewOverdue, locale },
    play: async ({ canvas, canvasElement }) => {
      await expect(canvas.getByRole('list', { name: words.label })).toBeVisible();
      await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent(words.current);
      // As written, not as matchers normalize it: French keeps its no-break space before the colon.
      await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toContain(words.when);
      await expect(canvas.getByText(words.adjustments)).toBeVisible();
      await expect(canvas.getByText(words.overdue)).toBeVisible();
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...interviewOverdueIn('fr-CH', {
    label: 'Historique de la candidature',
    current: 'Étape actuelle',
    when: 'Quand\u00a0:',
    adjustments: 'Interprète en langue des signes et Documents dans un format accessible',
    overdue: 'Pas encore de réponse. Elle était attendue d’ici le 16 nov. 2026.',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...interviewOverdueIn('it-CH', {
    label: 'Cronologia della candidatura',
    current: 'Fase attuale',
    when: 'Quando:',
    adjustments: 'Interprete della lingua dei segni e Documenti in formato accessibile',
    overdue: 'Nessuna risposta finora. Era attesa entro il 16 nov 2026.',
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };

export const Wide: Story = {
  args: { application: applicationAt('offer') },
  ...wide,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
  },
};
