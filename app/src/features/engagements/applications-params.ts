import type { ApplicationOutcome, EngagementJobKind } from '@jumpers/ui';

const tabs: ApplicationOutcome[] = ['applied', 'unsuccessful', 'withdrawn'];

/** The list the address names: kept there, so that back, forward and reload show the same list. */
export function readEngagementsState(params: URLSearchParams): {
  outcome: ApplicationOutcome;
  kind: EngagementJobKind;
} {
  return {
    outcome: tabs.find((tab) => tab === params.get('tab')) ?? 'applied',
    kind: params.get('kind') === 'permanent' ? 'permanent' : 'temporary',
  };
}

/** The applied-jobs query for one outcome and one kind of job. */
export function applicationsParams(outcome: ApplicationOutcome, kind: EngagementJobKind) {
  const kindParams = kind === 'permanent' ? { is_permanent: true } : {};
  if (outcome === 'withdrawn') return { stage_group: 'withdrawn' as const, ...kindParams };
  return { is_applied: outcome === 'applied', ...kindParams };
}
