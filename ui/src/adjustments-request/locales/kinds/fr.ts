import type { AdjustmentKindNames } from '../../adjustment-kind-names';

export default {
  step_free_access: 'Accès de plain-pied',
  sign_language_interpreter: 'Interprète en langue des signes',
  extra_time: 'Temps supplémentaire',
  accessible_documents: 'Documents dans un format accessible',
  other: 'Autre chose',
} satisfies AdjustmentKindNames;
