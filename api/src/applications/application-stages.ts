import { applicationStage, type applications } from '../db/jobs-schema';

/** Where an application stands (docs/product-rules.md#following-applications). */
export type ApplicationStage = (typeof applications.$inferSelect)['stage'];
export const applicationStages: readonly ApplicationStage[] = applicationStage.enumValues;

/** The first version's two statuses, which old clients read: `unsuccessful`, or `applied` for every other stage. */
export type LegacyStatus = 'applied' | 'unsuccessful';

/**
 * The stage as the first version's status: unsuccessful and withdrawn applications are no longer going on, so both
 * read `unsuccessful`; every other stage, hired included, is `applied`.
 */
export const legacyStatusOf = (stage: ApplicationStage): LegacyStatus =>
  stage === 'unsuccessful' || stage === 'withdrawn' ? 'unsuccessful' : 'applied';

/** The stages of the first version's lists: Applied (`is_applied=true`) and Unsuccessful Applications (`false`). */
export const stagesOfList = {
  applied: ['sent', 'in_review', 'shortlisted', 'interview', 'offer', 'hired'],
  unsuccessful: ['unsuccessful'],
  withdrawn: ['withdrawn'],
} as const satisfies Record<string, readonly ApplicationStage[]>;

/**
 * Where the app shows one application: the Engagements list that holds it (the tab of its stage, the kind of its job)
 * and its card, which the page brings forward. The link of its status e-mails and notifications.
 */
export function applicationPath(application: { id: number; stage: ApplicationStage }, jobKind: 'jumper' | 'permanent') {
  const query = new URLSearchParams();
  const list = (Object.keys(stagesOfList) as (keyof typeof stagesOfList)[]).find((name) =>
    (stagesOfList[name] as readonly ApplicationStage[]).includes(application.stage),
  );
  if (list && list !== 'applied') query.set('tab', list);
  if (jobKind === 'permanent') query.set('kind', 'permanent');
  query.set('application', String(application.id));
  return `/jumper/engagement?${query}`;
}

/** Stages in which the jumper still waits for the employer's answer, and may withdraw. */
const waiting: readonly ApplicationStage[] = ['sent', 'in_review', 'shortlisted', 'interview'];
export const isWaitingForAnswer = (stage: ApplicationStage) => waiting.includes(stage);

/**
 * Where an application may go from each stage. Forward only while it goes on (an interview may be set again, to a new
 * date or place); `hired` and `withdrawn` are final; `unsuccessful` may be reopened by the operator when the employer
 * changes its mind (the first version's `outcome … applied`), never by the jumper.
 */
export const allowedTransitions: Record<ApplicationStage, readonly ApplicationStage[]> = {
  sent: ['in_review', 'shortlisted', 'interview', 'offer', 'hired', 'unsuccessful', 'withdrawn'],
  in_review: ['shortlisted', 'interview', 'offer', 'hired', 'unsuccessful', 'withdrawn'],
  shortlisted: ['interview', 'offer', 'hired', 'unsuccessful', 'withdrawn'],
  interview: ['interview', 'offer', 'hired', 'unsuccessful', 'withdrawn'],
  offer: ['hired', 'unsuccessful', 'withdrawn'],
  hired: [],
  unsuccessful: ['sent', 'in_review', 'shortlisted', 'interview', 'offer'],
  withdrawn: [],
};

export const canMove = (from: ApplicationStage, to: ApplicationStage) => allowedTransitions[from].includes(to);

/** The jumper withdraws an application that goes on and has no answer yet, or an offer not taken. */
export const canWithdraw = (stage: ApplicationStage) => canMove(stage, 'withdrawn');
