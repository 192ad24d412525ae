import type { ApplicationOutcome, EngagementJobKind } from '@jumpers/ui';

const tabs: ApplicationOutcome[] = ['applied', 'unsuccessful', 'withdrawn'];

/**
 * The list the address names: kept there, so that back, forward and reload show the same list. A notification's or
 * status e-mail's link also names its application (`application=42`), whose card the page brings forward.
 */
export function readEngagementsState(params: URLSearchParams): {
  outcome: ApplicationOutcome;
  kind: EngagementJobKind;
  application?: number;
} {
  const application = Number(params.get('application'));
  return {
    outcome: tabs.find((tab) => tab === params.get('tab')) ?? 'applied',
    kind: params.get('kind') === 'permanent' ? 'permanent' : 'temporary',
    ...(Number.isSafeInteger(application) && application > 0 ? { application } : {}),
  };
}

/** The applied-jobs query for one outcome and one kind of job. */
export function applicationsParams(outcome: ApplicationOutcome, kind: EngagementJobKind) {
  const kindParams = kind === 'permanent' ? { is_permanent: true } : {};
  if (outcome === 'withdrawn') return { stage_group: 'withdrawn' as const, ...kindParams };
  return { is_applied: outcome === 'applied', ...kindParams };
}
