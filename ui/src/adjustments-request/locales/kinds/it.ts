import type { AdjustmentKindNames } from '../../adjustment-kind-names';

export default {
  step_free_access: 'Accesso senza gradini',
  sign_language_interpreter: 'Interprete della lingua dei segni',
  extra_time: 'Tempo supplementare',
  accessible_documents: 'Documenti in formato accessibile',
  other: 'Altro',
} satisfies AdjustmentKindNames;
