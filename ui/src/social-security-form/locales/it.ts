import type { SocialSecurityFormText } from '../social-security-form';

export default {
  ahvNumber: 'Numero AVS',
  ahvHint: 'p. es. 756.1234.5678.97',
  maritalStatus: 'Stato civile',
  single: 'Celibe/nubile',
  married: 'Sposato/a',
  divorced: 'Divorziato/a',
  bvgContribution:
    'Desidero versare contributi LPP (secondo pilastro); il mio datore di lavoro versa lo stesso importo',
  childMaintenance:
    'Ho un obbligo di mantenimento di figli (di età inferiore a 18 anni, oppure in formazione e di età inferiore a 25 anni)',
  unemploymentBenefits:
    'Percepisco indennità di disoccupazione (consegno ogni mese un’attestazione di guadagno intermedio)',
  pension: 'Situazione pensionistica',
  noPension: 'Né pensionato/a né invalido/a',
  retired: 'Pensionato/a o prepensionato/a (contributi AVS solo oltre 1400 CHF al mese)',
  disabilityPension: 'Rendita d’invalidità',
  degreeOfDisability: 'Grado d’invalidità (%)',
  decrease: 'Diminuisci',
  increase: 'Aumenta',
  bvgPillar: 'Obbligo LPP',
  contractOverThreeMonths: 'Contratto di durata superiore a tre mesi',
  employmentOver13Weeks: 'Impiego di durata superiore a 13 settimane',
  responsibleForChildMaintenance: 'Obbligo di mantenimento di figli',
  submit: 'Salva',
  cancel: 'Annulla',
  ahvRequired: 'Il numero AVS è obbligatorio',
  maritalStatusRequired: 'Scelga lo stato civile',
  bvgPillarRequired: 'Scelga un’opzione LPP',
  pensionRequired: 'Scelga la situazione pensionistica',
  disabilityRequired: 'Il grado d’invalidità è obbligatorio.',
  ahvInvalid: 'Il numero AVS deve avere la forma 756.XXXX.XXXX.XX con una cifra di controllo valida.',
} satisfies SocialSecurityFormText;

/** The profile sections' wording (`socialSecurityProfileSectionTranslations`). */
export const profileSection = {
  ahvRequired: 'Il numero AVS è obbligatorio.',
  maritalStatusRequired: 'Lo stato civile è obbligatorio.',
  // "L’obbligo LPP è obbligatorio" says the same word twice: the field is named instead.
  bvgPillarRequired: 'Il campo «Obbligo LPP» è obbligatorio.',
  pensionRequired: 'La situazione pensionistica è obbligatoria.',
} satisfies Partial<SocialSecurityFormText>;
