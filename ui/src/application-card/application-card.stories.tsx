import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appliedJobs, wide } from '../story-support/fixtures';
import { applicationAt, storyToday } from '../story-support/fixtures-applications';
import { inLanguage } from '../story-support/languages';
import { ApplicationCard } from './application-card';
import { applicationCardTranslations } from './application-card-text';

const meta = {
  title: 'Patterns/Engagements/ApplicationCard',
  component: ApplicationCard,
  args: { application: appliedJobs[0]!, today: storyToday, onWithdraw: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** one application on the engagements page: job, stage, date, a link to its job, its timeline and Withdraw while it is open.\n\n**When not to:** job search results (use JobTile).\n\n**States shown below:** under review, unsuccessful, German long text, opens its job, timeline, withdraw, decided, unread, no answer yet, German with a stage narrow, French and Italian narrow and wide (unread, timeline open).',
      },
    },
    translations: applicationCardTranslations,
  },
} satisfies Meta<typeof ApplicationCard>;

export default meta;
const openJob = fn();
type Story = StoryObj<typeof meta>;

export const UnderReview: Story = {
  tags: ['display-checks'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Warehouse Assistant' })).toBeVisible();
    await expect(canvas.getByText('Logistik Limmat AG')).toBeVisible();
    await expect(canvas.getByText('Zürich')).toBeVisible();
    await expect(canvas.getByText('2 Nov 2026')).toHaveAttribute('datetime', '2026-11-02');
    // Underscores of the status value are shown as spaces.
    await expect(canvas.getByText('under review')).toBeVisible();
  },
};

export const Unsuccessful: Story = {
  args: { application: { ...appliedJobs[1]!, status: 'unsuccessful' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('unsuccessful')).toBeVisible();
  },
};

export const GermanLongText: Story = {
  args: {
    application: {
      id: 9,
      job_title: 'Fachfrau/Fachmann Betreuung mit eidgenössischem Fähigkeitszeugnis (Behindertenbetreuung)',
      company_name: 'Stiftung Wohnen und Arbeiten für Menschen mit Beeinträchtigung Zürcher Oberland',
      place: 'Wetzikon ZH',
      applied_at: '2026-03-01T09:30:00Z',
      status: 'under_review',
    },
    locale: 'de-CH',
  },
  ...inLanguage('de', 'narrow'),
  // The words of a status are the page's: the card has none of its own.
  parameters: { languages: { de: () => ({ text: { statuses: { under_review: 'In Prüfung' } } }) } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Beworben am')).toBeVisible();
    await expect(canvas.getByText('01.03.2026')).toBeVisible();
    await expect(canvas.getByText('In Prüfung')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Regression: an application card could not be opened; it now leads to its job, as a link, by mouse or keyboard. */
export const OpensItsJob: Story = {
  // Room for the focus outline around the card in the baseline.
  decorators: [
    (Story) => (
      <div className="p-2">
        <Story />
      </div>
    ),
  ],
  args: {
    href: '/jumper/explore?job=12',
    // A router's link: it opens the address itself instead of loading the page.
    renderLink: ({ children, href, onClick, ...props }) => (
      <a
        href={href}
        {...props}
        onClick={(event) => {
          event.preventDefault();
          onClick?.(event);
          openJob(href);
        }}
      >
        {children}
      </a>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    openJob.mockClear();
    const link = canvas.getByRole('link', { name: 'Warehouse Assistant' });
    await expect(link).toHaveAttribute('href', '/jumper/explore?job=12');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Warehouse Assistant' })).toContainElement(link);

    // The whole card is the link's target: a press on the status, far from the title, lands on the link.
    const badge = canvas.getByText('under review').getBoundingClientRect();
    const pressed = canvasElement.ownerDocument.elementFromPoint(badge.x + badge.width / 2, badge.y + badge.height / 2);
    await expect(pressed).toBe(link);

    await userEvent.tab();
    await expect(link).toHaveFocus();
    // The focus outline is drawn around the whole card.
    await expect(getComputedStyle(link, '::after').outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(openJob).toHaveBeenCalledWith('/jumper/explore?job=12');
  },
};

/** A card opens its timeline on demand; what comes next is said in it. */
export const OpenTheTimeline: Story = {
  args: { application: applicationAt('interview'), href: '/jumper/explore?job=12' },
  ...wide,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Interview')).toHaveAttribute('data-stage', 'interview');
    await expect(canvas.queryByRole('list', { name: 'What happened so far' })).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Show progress' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Hide progress');
    const timeline = canvas.getByRole('list', { name: 'What happened so far' });
    await expect(within(timeline).getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Invited to an interview',
    );
    await expect(canvas.getByText('Answer expected by 25 Nov 2026')).toBeVisible();
    // The timeline's text lies above the link's box: a press on it is no press on the link.
    const step = within(timeline).getByText('Invited to an interview').getBoundingClientRect();
    const pressed = document.elementFromPoint(step.x + step.width / 2, step.y + step.height / 2);
    await expect(pressed?.closest('a')).toBeNull();
    // The card still opens its job.
    await expect(canvas.getByRole('link', { name: 'Warehouse Assistant' })).toHaveAttribute(
      'href',
      '/jumper/explore?job=12',
    );
  },
};

/** Withdraw is a button of its own beside the link, named with the job it withdraws from. */
export const WithdrawAnOpenApplication: Story = {
  args: { application: applicationAt('shortlisted'), href: '/jumper/explore?job=12' },
  play: async ({ canvas, args }) => {
    const withdraw = canvas.getByRole('button', { name: 'Withdraw' });
    await expect(withdraw).toHaveAccessibleDescription('Warehouse Assistant');
    await expect(canvas.getByRole('link', { name: 'Warehouse Assistant' })).not.toContainElement(withdraw);
    await userEvent.click(withdraw);
    await expect(args.onWithdraw).toHaveBeenCalledTimes(1);
  },
};

/** A decided application can no longer be withdrawn. */
export const Decided: Story = {
  args: { application: applicationAt('unsuccessful'), defaultTimelineOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unsuccessful')).toHaveAttribute('data-variant', 'danger');
    await expect(canvas.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    await expect(
      canvas.getByText('We chose a candidate with a valid forklift licence for this position.'),
    ).toBeVisible();
    await expect(canvas.queryByText('What comes next')).toBeNull();
  },
};

/** Something changed that the jumper has not seen: marked in words, before the title. */
export const Unread: Story = {
  args: { application: applicationAt('offer', { is_unread: true }), href: '/jumper/explore?job=12' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Warehouse Assistant' });
    await expect(card).toHaveAttribute('data-unread', 'true');
    await expect(within(card).getByText('New update')).toBeVisible();
    await expect(canvas.getByText('Offer')).toHaveAttribute('data-stage', 'offer');
  },
};

/** Past the day the answer was expected by. */
export const NoAnswerYet: Story = {
  args: {
    application: applicationAt('in_review', { answer_expected_by: '2026-11-16' }),
    defaultTimelineOpen: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No answer yet. It was expected by 16 Nov 2026.')).toBeVisible();
  },
};

/** Unread, at the interview, with its timeline open and an adjustment asked for: the card's longest words. */
const withStageArgs = {
  application: applicationAt('interview', {
    is_unread: true,
    adjustments: { kinds: ['step_free_access'], details: null },
  }),
  href: '/jumper/explore?job=12',
  defaultTimelineOpen: true,
};

export const GermanWithStageNarrow: Story = {
  args: { ...withStageArgs, locale: 'de-CH' },
  ...inLanguage('de', 'narrow'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Neuigkeit')).toBeVisible();
    await expect(canvas.getByText('Vorstellungsgespräch')).toHaveAttribute('data-stage', 'interview');
    await expect(canvas.getByRole('button', { name: 'Verlauf ausblenden' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Stufenloser Zugang')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Zurückziehen' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The same card in a language: its words, its date, and nothing overflowing. */
function withStageIn(
  locale: string,
  words: { unread: string; appliedOn: string; stage: string; hide: string; adjustment: string; withdraw: string },
): Story {
  return {
    args: { ...withStageArgs, locale },
    play: async ({ canvas, canvasElement }) => {
      await expect(canvas.getByText(words.unread)).toBeVisible();
      await expect(canvas.getByText(words.appliedOn)).toBeVisible();
      await expect(canvas.getByText(words.stage)).toHaveAttribute('data-stage', 'interview');
      await expect(canvas.getByRole('button', { name: words.hide })).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByText(words.adjustment)).toBeVisible();
      await expect(canvas.getByRole('button', { name: words.withdraw })).toBeVisible();
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...withStageIn('fr-CH', {
    unread: 'Nouvelle mise à jour',
    appliedOn: 'Postulé le',
    stage: 'Entretien',
    hide: 'Masquer le suivi',
    adjustment: 'Accès de plain-pied',
    withdraw: 'Retirer',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...withStageIn('it-CH', {
    unread: 'Nuovo aggiornamento',
    appliedOn: 'Candidatura inviata il',
    stage: 'Colloquio',
    hide: 'Nascondi l’andamento',
    adjustment: 'Accesso senza gradini',
    withdraw: 'Ritira',
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
