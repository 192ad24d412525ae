import type { AdjustmentKindNames } from '../../adjustment-kind-names';

export default {
  step_free_access: 'Stufenloser Zugang',
  sign_language_interpreter: 'Gebärdensprachdolmetscher/in',
  extra_time: 'Mehr Zeit',
  accessible_documents: 'Dokumente in barrierefreiem Format',
  other: 'Etwas anderes',
} satisfies AdjustmentKindNames;
