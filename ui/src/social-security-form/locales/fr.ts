import type { SocialSecurityFormText } from '../social-security-form';

export default {
  ahvNumber: 'Numéro AVS',
  ahvHint: 'p. ex. 756.1234.5678.97',
  maritalStatus: 'État civil',
  single: 'Célibataire',
  married: 'Marié(e)',
  divorced: 'Divorcé(e)',
  bvgContribution:
    'Je souhaite verser des cotisations LPP (deuxième pilier)\u00a0; mon employeur verse le même montant',
  childMaintenance:
    'J’ai une obligation d’entretien envers des enfants (de moins de 18 ans, ou en formation et de moins de 25 ans)',
  unemploymentBenefits:
    'Je perçois des indemnités de chômage (je remets chaque mois une attestation de gain intermédiaire)',
  pension: 'Situation de rente',
  noPension: 'Ni retraité(e) ni invalide',
  retired: 'Retraité(e) ou retraite anticipée (cotisations AVS seulement au-delà de 1400 CHF par mois)',
  disabilityPension: 'Rente d’invalidité',
  degreeOfDisability: 'Taux d’invalidité (%)',
  decrease: 'Diminuer',
  increase: 'Augmenter',
  bvgPillar: 'Obligation LPP',
  contractOverThreeMonths: 'Contrat de plus de trois mois',
  employmentOver13Weeks: 'Engagement de plus de 13 semaines',
  responsibleForChildMaintenance: 'Obligation d’entretien envers des enfants',
  submit: 'Enregistrer',
  cancel: 'Annuler',
  ahvRequired: 'Le numéro AVS est obligatoire',
  maritalStatusRequired: 'Veuillez choisir l’état civil',
  bvgPillarRequired: 'Veuillez choisir une option LPP',
  pensionRequired: 'Veuillez choisir la situation de rente',
  disabilityRequired: 'Le taux d’invalidité est obligatoire.',
  ahvInvalid: 'Le numéro AVS doit avoir la forme 756.XXXX.XXXX.XX avec un chiffre de contrôle valable.',
} satisfies SocialSecurityFormText;

/** The profile sections' wording (`socialSecurityProfileSectionTranslations`). */
export const profileSection = {
  ahvRequired: 'Le numéro AVS est obligatoire.',
  maritalStatusRequired: 'L’état civil est obligatoire.',
  // "L’obligation LPP est obligatoire" says the same word twice: the field is named instead.
  bvgPillarRequired: 'Le champ «\u00a0Obligation LPP\u00a0» est obligatoire.',
  pensionRequired: 'La situation de rente est obligatoire.',
} satisfies Partial<SocialSecurityFormText>;
