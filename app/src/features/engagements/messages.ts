import { msg } from '@lingui/core/macro';
import { applicationCardGermanText, applicationCardText, type ApplicationCardText } from '@jumpers/ui';
import { intlLocale, useLanguage, type Language } from '../../i18n/language';
import { messageCatalog, useMessages, type MessageWith } from '../../i18n/messages';

/** The catalog of the engagements feature: the jumper's applications and their withdrawal. */
export const loadEngagementsMessages = (language: Language) => import(`./locales/${language}.po`);

export const engagementsText = messageCatalog(loadEngagementsMessages, {
  // What this page holds are applications and their outcomes: 'Einsätze' would promise booked assignments.
  title: msg`Engagements`,
  layout: {
    outcomes: msg`Applications`,
    applied: msg`Applied`,
    unsuccessful: msg`Unsuccessful Applications`,
    withdrawn: msg`Withdrawn`,
    jobKind: msg`Kind of job`,
    temporaryJobs: msg`Temporary Jobs`,
    permanentJobs: msg`Permanent Jobs`,
    empty: msg`No applications here yet.`,
    emptyAction: msg`Apply For A Job`,
    loading: msg`Loading applications`,
  },
  /** The statuses of applications without a stage, on their cards. */
  statuses: {
    applied: msg`Applied`,
    unsuccessful: msg`Unsuccessful`,
  },
  loadFailed: msg`Something went wrong, Please again later.`,
});

/** The dialog that withdraws one application (withdraw-dialog.tsx), loaded when the jumper first presses Withdraw. */
export const withdrawText = messageCatalog(loadEngagementsMessages, {
  dialog: {
    /** The dialog's question, from the job's title. */
    title: msg({ message: 'Withdraw your application for {jobTitle}?' }) as MessageWith<{ jobTitle: string }>,
    /** What withdrawing does. */
    consequence: msg`The employer is told that you are no longer available for this job. This cannot be undone.`,
    reason: msg`Reason (optional)`,
    reasonHint: msg`The employer sees your reason. You do not have to give one.`,
    /** What a screen reader hears when typing in the reason pauses. */
    charactersLeft: msg({ message: '{remaining} characters left' }) as MessageWith<{ remaining: number }>,
    confirm: msg`Withdraw application`,
    cancel: msg`Keep application`,
    /** The accessible name of the dialog's close button. */
    close: msg`Close`,
  },
  withdrawn: msg({
    message: 'Your application for {jobTitle} is withdrawn. You can apply again later.',
  }) as MessageWith<{
    jobTitle: string;
  }>,
  failed: msg`Something went wrong, Please try again!`,
});

/**
 * The card's other words, as the ui gives them (English, German); French and Italian show the English until the ui
 * has them.
 */
const cardTexts: Partial<Record<Language, ApplicationCardText>> = { de: applicationCardGermanText };

/** The engagements page's texts in the current language, with the ui's words of the application cards. */
export function useEngagementsText() {
  const { statuses, ...messages } = useMessages(engagementsText);
  const language = useLanguage();
  return {
    ...messages,
    locale: intlLocale(language),
    card: { ...(cardTexts[language] ?? applicationCardText), statuses },
  };
}
