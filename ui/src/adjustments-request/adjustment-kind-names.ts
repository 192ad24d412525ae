import type { AdjustmentKind } from '../lib/jobs';

/**
 * The names of the kinds of adjustment, in the apply flow's checkboxes and on the timeline; a module of their own
 * (and `locales/kinds/<language>.ts` in each language), so that a page showing the timeline carries the names
 * without the apply flow's other words.
 */
export const adjustmentKindNames = {
  step_free_access: 'Step-free access',
  sign_language_interpreter: 'Sign language interpreter',
  extra_time: 'Extra time',
  accessible_documents: 'Documents in an accessible format',
  other: 'Something else',
} satisfies Record<AdjustmentKind, string>;
export type AdjustmentKindNames = typeof adjustmentKindNames;
