import type { AdjustmentKind } from '../lib/jobs';

/**
 * The names of the kinds of adjustment, in the apply flow's checkboxes and on the timeline; a module of their own,
 * so that a page showing the timeline carries the names without the apply flow's other words.
 */
export const adjustmentKindNames = {
  step_free_access: 'Step-free access',
  sign_language_interpreter: 'Sign language interpreter',
  extra_time: 'Extra time',
  accessible_documents: 'Documents in an accessible format',
  other: 'Something else',
} satisfies Record<AdjustmentKind, string>;

/** The same in German (Swiss spelling). */
export const adjustmentKindGermanNames: typeof adjustmentKindNames = {
  step_free_access: 'Stufenloser Zugang',
  sign_language_interpreter: 'Gebärdensprachdolmetscher/in',
  extra_time: 'Mehr Zeit',
  accessible_documents: 'Dokumente in barrierefreiem Format',
  other: 'Etwas anderes',
};
