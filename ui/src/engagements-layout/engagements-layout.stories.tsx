import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import germanCardText from '../application-card/locales/de';
import frenchCardText from '../application-card/locales/fr';
import italianCardText from '../application-card/locales/it';
import type { AppliedJob } from '../lib/jobs';
import { appliedJobs, narrow, wide } from '../story-support/fixtures';
import { applicationAt, storyToday } from '../story-support/fixtures-applications';
import { inLanguage } from '../story-support/languages';
import { EngagementsLayout, engagementsLayoutTranslations, type EngagementsLayoutProps } from './engagements-layout';

const permanentApplications: AppliedJob[] = [
  {
    id: 401,
    job_title: 'Software Engineer',
    company_name: 'Alpen Software AG',
    place: 'Basel',
    applied_at: '2026-09-15',
    status: 'applied',
  },
];
const unsuccessfulApplications: AppliedJob[] = [{ ...appliedJobs[1]!, id: 501, status: 'unsuccessful' }];
const withdrawnApplications: AppliedJob[] = [applicationAt('withdrawn', { id: 601, status: 'unsuccessful' })];

/** The layout with a page's state: each tab and kind shows its own applications. */
function EngagementsPage(props: EngagementsLayoutProps) {
  const [outcome, setOutcome] = useState(props.outcome);
  const [jobKind, setJobKind] = useState(props.jobKind);
  const applications =
    outcome === props.outcome && jobKind === props.jobKind
      ? props.applications
      : outcome === 'unsuccessful'
        ? jobKind === 'temporary'
          ? unsuccessfulApplications
          : []
        : outcome === 'withdrawn'
          ? withdrawnApplications
          : jobKind === 'temporary'
            ? appliedJobs
            : permanentApplications;
  return (
    <EngagementsLayout
      {...props}
      outcome={outcome}
      onOutcomeChange={(next) => {
        props.onOutcomeChange(next);
        setOutcome(next);
      }}
      jobKind={jobKind}
      onJobKindChange={(next) => {
        props.onJobKindChange(next);
        setJobKind(next);
      }}
      applications={applications}
    />
  );
}

const meta = {
  title: 'Screens/EngagementsLayout',
  component: EngagementsLayout,
  render: (args) => <EngagementsPage {...args} />,
  args: {
    outcome: 'applied',
    onOutcomeChange: fn(),
    jobKind: 'temporary',
    onJobKindChange: fn(),
    applications: appliedJobs,
    onFindJobs: fn(),
  },
  parameters: {
    translations: engagementsLayoutTranslations,
    docs: {
      description: {
        component:
          '**When to use:** the engagements screen: applications by kind and status in tabs.\n\n**When not to:** other pages.\n\n**States shown below:** applied wide, switch kind and tab, keyboard only, empty apply for a job, loading, load failed, German narrow, German empty wide, German loading wide, French and Italian narrow and wide (cards with stages, one unread), cards open their jobs, highlighted from a notification.',
      },
    },
  },
} satisfies Meta<typeof EngagementsLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AppliedWide: Story = {
  ...wide,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Applied' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByRole('heading', { name: 'Warehouse Assistant' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Kind of job' })).toHaveDisplayValue('Temporary Jobs');
  },
};

export const SwitchKindAndTab: Story = {
  ...wide,
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Kind of job' }), 'Permanent Jobs');
    await expect(args.onJobKindChange).toHaveBeenCalledWith('permanent');
    await expect(await canvas.findByRole('heading', { name: 'Software Engineer' })).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Unsuccessful Applications' }));
    await expect(args.onOutcomeChange).toHaveBeenCalledWith('unsuccessful');
    await expect(canvas.getByRole('button', { name: 'Apply For A Job' })).toBeVisible();

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Kind of job' }), 'Temporary Jobs');
    await expect(await canvas.findByText('unsuccessful')).toBeVisible();
  },
};

export const KeyboardOnly: Story = {
  ...narrow,
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Applied' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Unsuccessful Applications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(args.onOutcomeChange).toHaveBeenCalledWith('unsuccessful');
    await expect(within(canvas.getByRole('tabpanel')).getByText('unsuccessful')).toBeVisible();
  },
};

/** Applications with stages: each card has its timeline, the open ones a Withdraw button; Withdrawn is a tab. */
export const StagesAndWithdrawn: Story = {
  ...wide,
  args: {
    applications: [applicationAt('interview', { id: 302, is_unread: true }), applicationAt('hired', { id: 303 })],
    onWithdraw: fn(),
    cardProps: { today: storyToday },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('button', { name: 'Withdraw' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(args.onWithdraw).toHaveBeenCalledWith(expect.objectContaining({ id: 302 }));

    await userEvent.click(canvas.getByRole('tab', { name: 'Withdrawn' }));
    await expect(args.onOutcomeChange).toHaveBeenCalledWith('withdrawn');
    const withdrawn = await canvas.findByRole('article');
    await expect(within(withdrawn).getByText('Withdrawn')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  },
};

/**
 * A notification's tap or an e-mail's link named one application: its card stands out with its timeline shown and
 * holds the focus, so that Tab goes on from it.
 */
export const HighlightedFromANotification: Story = {
  ...wide,
  args: {
    applications: [
      applicationAt('sent', { id: 401, job_title: 'Cashier' }),
      applicationAt('shortlisted', { id: 402, job_title: 'Kitchen Help' }),
      applicationAt('interview', { id: 403, job_title: 'Night Porter' }),
      applicationAt('in_review', { id: 404, is_unread: true }),
    ],
    highlightedApplicationId: 404,
    onWithdraw: fn(),
    cardProps: { today: storyToday },
  },
  play: async ({ canvas }) => {
    const highlighted = canvas.getByRole('article', { name: 'Warehouse Assistant' });
    await expect(highlighted).toHaveFocus();
    await expect(highlighted).toHaveAttribute('data-highlighted');
    await expect(within(highlighted).getByRole('list', { name: 'What happened so far' })).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Cashier' })).not.toHaveAttribute('data-highlighted');
    await expect(canvas.queryAllByRole('list', { name: 'What happened so far' })).toHaveLength(1);
    await userEvent.tab();
    await expect(within(highlighted).getByRole('button', { name: 'Hide progress' })).toHaveFocus();
  },
};

export const EmptyApplyForAJob: Story = {
  ...narrow,
  args: { applications: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('No applications here yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply For A Job' }));
    await expect(args.onFindJobs).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  ...wide,
  args: { applications: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading applications' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Apply For A Job' })).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  ...narrow,
  args: { applications: [], error: 'Something went wrong, Please again later.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong, Please again later.');
  },
};

/** The cards in German: the card's own words, and the page's words for the statuses of cards without a stage. */
const germanCardProps = {
  locale: 'de-CH',
  text: {
    ...germanCardText,
    statuses: { under_review: 'In Prüfung', applied: 'Beworben', accepted: 'Angenommen', unsuccessful: 'Abgelehnt' },
  },
};

export const GermanNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: { cardProps: germanCardProps },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('tab', { name: 'Erfolglose Bewerbungen' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Art der Stelle' })).toHaveDisplayValue('Temporäre Stellen');
    await expect(canvas.getByText('In Prüfung')).toBeVisible();
    await expect(canvas.getByText('02.11.2026')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const GermanEmptyWide: Story = {
  ...inLanguage('de', 'wide'),
  args: { cardProps: germanCardProps, applications: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Hier gibt es noch keine Bewerbungen.' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Auf eine Stelle bewerben' }));
    await expect(args.onFindJobs).toHaveBeenCalledTimes(1);
  },
};

export const GermanLoadingWide: Story = {
  ...inLanguage('de', 'wide'),
  args: { cardProps: germanCardProps, applications: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Bewerbungen werden geladen' })).toBeVisible();
  },
};

/** Cards with stages, one unread, in a language: the tabs, the kind of job and the cards' words side by side. */
function stagesIn(
  cardProps: EngagementsLayoutProps['cardProps'],
  words: {
    outcomes: string;
    unsuccessful: string;
    jobKind: string;
    temporary: string;
    unread: string;
    withdraw: string;
  },
): Story {
  return {
    args: {
      applications: [applicationAt('interview', { id: 302, is_unread: true }), applicationAt('hired', { id: 303 })],
      onWithdraw: fn(),
      cardProps: { ...cardProps, today: storyToday },
    },
    play: async ({ canvas, canvasElement }) => {
      await expect(canvas.getByRole('tablist', { name: words.outcomes })).toBeVisible();
      await expect(canvas.getByRole('tab', { name: words.unsuccessful })).toBeVisible();
      await expect(canvas.getByRole('combobox', { name: words.jobKind })).toHaveDisplayValue(words.temporary);
      await expect(canvas.getByText(words.unread)).toBeVisible();
      await expect(canvas.getAllByRole('button', { name: words.withdraw })).toHaveLength(1);
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...stagesIn(
    { locale: 'fr-CH', text: frenchCardText },
    {
      outcomes: 'État des candidatures',
      unsuccessful: 'Candidatures sans succès',
      jobKind: 'Type d’emploi',
      temporary: 'Emplois temporaires',
      unread: 'Nouvelle mise à jour',
      withdraw: 'Retirer',
    },
  ),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...stagesIn(
    { locale: 'it-CH', text: italianCardText },
    {
      outcomes: 'Stato delle candidature',
      unsuccessful: 'Candidature non riuscite',
      jobKind: 'Tipo di impiego',
      temporary: 'Impieghi temporanei',
      unread: 'Nuovo aggiornamento',
      withdraw: 'Ritira',
    },
  ),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };

/** Regression: the cards could not be opened; each now links to its job, reached with the Tab key. */
export const CardsOpenTheirJobs: Story = {
  ...narrow,
  args: { applicationHref: (application) => `/jumper/explore?job=${application.id}` },
  play: async ({ canvas }) => {
    const links = within(canvas.getByRole('tabpanel')).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/jumper/explore?job=301',
      '/jumper/explore?job=302',
    ]);
    await expect(canvas.getByRole('link', { name: 'Warehouse Assistant' })).toBeVisible();
    // After the kind of job, the cards follow in order.
    canvas.getByRole('combobox', { name: 'Kind of job' }).focus();
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
  },
};
