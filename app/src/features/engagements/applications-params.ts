import type { ApplicationOutcome, EngagementJobKind } from '@jumpers/ui';

/** The list the address names: kept there, so that back, forward and reload show the same list. */
export function readEngagementsState(params: URLSearchParams): {
  outcome: ApplicationOutcome;
  kind: EngagementJobKind;
} {
  return {
    outcome: params.get('tab') === 'unsuccessful' ? 'unsuccessful' : 'applied',
    kind: params.get('kind') === 'permanent' ? 'permanent' : 'temporary',
  };
}

/** The applied-jobs query for one outcome and one kind of job. */
export function applicationsParams(outcome: ApplicationOutcome, kind: EngagementJobKind) {
  return { is_applied: outcome === 'applied', ...(kind === 'permanent' ? { is_permanent: true } : {}) };
}
