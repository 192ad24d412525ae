import { dialogText } from '../dialog/dialog-text';
import type { Translations } from '../lib/translations';

/** The longest reason a withdrawal takes. */
export const withdrawalReasonMaxLength = 500;

/** The withdraw dialog's words in English. */
export const withdrawApplicationDialogText = {
  /** The dialog's question, from the job's title. */
  title: (jobTitle: string) => `Withdraw your application for ${jobTitle}?`,
  /** What withdrawing does. */
  consequence: 'The employer is told that you are no longer available for this job. This cannot be undone.',
  /** The label of the optional reason. */
  reason: 'Reason (optional)',
  /** Under the reason: who reads it. */
  reasonHint: 'The employer sees your reason. You do not have to give one.',
  /** What a screen reader hears when typing in the reason pauses. */
  charactersLeft: (remaining: number) => `${remaining} characters left`,
  /** The confirming action. */
  confirm: 'Withdraw application',
  /** The action that leaves the application as it is. */
  cancel: 'Keep application',
  /** The accessible name of the dialog's close button. */
  close: dialogText.close,
};
export type WithdrawApplicationDialogText = typeof withdrawApplicationDialogText;

/** The withdraw dialog's words in every language. */
export const withdrawApplicationDialogTranslations: Translations<WithdrawApplicationDialogText> = {
  en: withdrawApplicationDialogText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};
