import { adjustmentKindGermanNames, adjustmentKindNames } from './adjustment-kind-names';

/** The longest description of an adjustment of another kind. */
export const adjustmentDetailsMaxLength = 500;

/** The adjustments request's words in English. */
export const adjustmentsRequestText = {
  /** The group's name. */
  legend: 'Adjustments for the interview or the work (optional)',
  /** Under the legend: who sees the request, and that it is no condition. */
  privacy:
    "Only the employer's recruiter sees what you ask for here, and only to prepare your interview or your work. It is not shown on your profile, and you do not have to say why.",
  /** The name of each kind of adjustment. */
  kinds: adjustmentKindNames,
  /** The label of the field that says what "something else" is. */
  details: 'What do you need?',
  /** Shown when "something else" is ticked and its field is empty. */
  detailsRequired: 'Please tell us what you need, or untick "Something else".',
  /** What a screen reader hears when typing in the field pauses. */
  charactersLeft: (remaining: number) => `${remaining} characters left`,
};
export type AdjustmentsRequestText = typeof adjustmentsRequestText;

/** The same in German (formal "Sie", Swiss spelling). */
export const adjustmentsRequestGermanText: AdjustmentsRequestText = {
  legend: 'Anpassungen für das Vorstellungsgespräch oder die Arbeit (freiwillig)',
  privacy:
    'Was Sie hier wünschen, sieht nur die zuständige Person für die Rekrutierung beim Arbeitgeber, und nur, um Ihr Gespräch oder Ihre Arbeit vorzubereiten. Es erscheint nicht in Ihrem Profil, und Sie müssen keinen Grund angeben.',
  kinds: adjustmentKindGermanNames,
  details: 'Was brauchen Sie?',
  detailsRequired: 'Bitte beschreiben Sie, was Sie brauchen, oder entfernen Sie das Häkchen bei «Etwas anderes».',
  charactersLeft: (remaining) => `Noch ${remaining} Zeichen`,
};
