import type { Translations } from '../lib/translations';
import { adjustmentKindNames } from './adjustment-kind-names';

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

/** The adjustments request's words in every language. */
export const adjustmentsRequestTranslations: Translations<AdjustmentsRequestText> = {
  en: adjustmentsRequestText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};
