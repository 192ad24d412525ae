import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { appliedJobs, narrow } from '../story-support/fixtures';
import { ApplicationCard } from './application-card';

const meta = {
  title: 'Engagements/ApplicationCard',
  component: ApplicationCard,
  args: { application: appliedJobs[0]! },
} satisfies Meta<typeof ApplicationCard>;

export default meta;
const openJob = fn();
type Story = StoryObj<typeof meta>;

export const UnderReview: Story = {
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
    text: { appliedOn: 'Beworben am', status: 'Stand', statuses: { under_review: 'In Prüfung' } },
  },
  ...narrow,
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
