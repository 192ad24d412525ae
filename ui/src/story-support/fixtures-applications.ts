import type { ApplicationStage, ApplicationStageChange, AppliedJob } from '../lib/jobs';

/** The day the stories read timelines on: after the application's answer was due in `overdue`. */
export const storyToday = new Date('2026-11-20T10:00:00+01:00');

const change = (stage: ApplicationStage, changedAt: string, more: Partial<ApplicationStageChange> = {}) => ({
  stage,
  changed_at: changedAt,
  reason: null,
  interview_at: null,
  interview_place: null,
  ...more,
});

const sent = change('sent', '2026-11-02T08:15:00Z');
const inReview = change('in_review', '2026-11-04T13:40:00Z');
const shortlisted = change('shortlisted', '2026-11-09T09:05:00Z');
const interview = change('interview', '2026-11-12T15:30:00Z', {
  interview_at: '2026-11-24T13:00:00Z',
  interview_place: 'Logistik Limmat AG, Hardstrasse 201, 8005 Zürich',
});

/** The histories of an application that reached each stage, oldest change first. */
export const historyTo: Record<ApplicationStage, ApplicationStageChange[]> = {
  sent: [sent],
  in_review: [sent, inReview],
  shortlisted: [sent, inReview, shortlisted],
  interview: [sent, inReview, shortlisted, interview],
  offer: [sent, inReview, shortlisted, interview, change('offer', '2026-11-26T10:00:00Z')],
  hired: [
    sent,
    inReview,
    shortlisted,
    interview,
    change('offer', '2026-11-26T10:00:00Z'),
    change('hired', '2026-11-27T16:20:00Z'),
  ],
  unsuccessful: [
    sent,
    inReview,
    change('unsuccessful', '2026-11-10T11:00:00Z', {
      reason: 'We chose a candidate with a valid forklift licence for this position.',
    }),
  ],
  withdrawn: [sent, inReview, change('withdrawn', '2026-11-06T18:45:00Z')],
};

/** An application at `stage`, with the answer due on 25 November 2026 (before `storyToday`: not yet due). */
export const applicationAt = (stage: ApplicationStage, more: Partial<AppliedJob> = {}): AppliedJob => ({
  id: 301,
  job_title: 'Warehouse Assistant',
  company_name: 'Logistik Limmat AG',
  place: 'Zürich',
  applied_at: '2026-11-02',
  status: stage === 'unsuccessful' ? 'unsuccessful' : 'applied',
  stage,
  history: historyTo[stage],
  answer_expected_by: '2026-11-25',
  adjustments: null,
  is_unread: false,
  ...more,
});

/** A withdrawal whose reason runs long, with a word longer than a phone's width. */
export const longWithdrawalReason =
  'I accepted another position closer to home, which lets me take my children to school in the morning. Thank you for your time, and I hope we can work together another time: https://www.example.ch/a-very-long-address-without-any-breaks-in-it';
