import { adjustmentKindNames } from '../adjustments-request/adjustment-kind-names';
import type { ApplicationStage, OpenApplicationStage } from '../lib/jobs';
import type { Translations } from '../lib/translations';

/** The timeline's words in English. */
export const applicationTimelineText = {
  /** The accessible name of the list of what happened. */
  label: 'What happened so far',
  /** What each change of stage was. */
  events: {
    sent: 'Application sent',
    in_review: 'The employer is reviewing it',
    shortlisted: 'You are on the shortlist',
    interview: 'Invited to an interview',
    offer: 'You received an offer',
    hired: 'You got the job',
    unsuccessful: 'Not successful this time',
    withdrawn: 'You withdrew your application',
  } satisfies Record<ApplicationStage, string>,
  /** Marks the step the application is at, in words, beside the marker's look. */
  current: 'Now',
  /** Before the interview's date and time. */
  interviewWhen: 'When',
  /** Before the interview's place. */
  interviewWhere: 'Where',
  /** Before the reason given for a change. */
  reason: 'Reason',
  /** A detail's name before its value ('When: …'): the punctuation is the language's (French spaces the colon). */
  term: (term: string) => `${term}:`,
  /** Before the adjustments the jumper asked for. */
  adjustmentsAskedFor: 'You asked for',
  /** The names of the adjustments, as the apply flow offered them. */
  adjustmentKinds: adjustmentKindNames,
  /** Over what comes next. */
  whatComesNext: 'What comes next',
  /** What comes next at each open stage. */
  next: {
    sent: 'The employer looks at your application.',
    in_review: 'The employer decides whom to shortlist or invite.',
    shortlisted: 'The employer may invite you to an interview.',
    interview: 'After the interview, the employer tells you their decision.',
    offer: 'The employer waits for your answer to their offer.',
  } satisfies Record<OpenApplicationStage, string>,
  /** While the employer's answer is due. */
  answerExpectedBy: (date: string) => `Answer expected by ${date}`,
  /** Once the day the answer was expected by has passed. */
  noAnswerYet: (date: string) => `No answer yet. It was expected by ${date}.`,
};
export type ApplicationTimelineText = typeof applicationTimelineText;

/** The timeline's words in every language. */
export const applicationTimelineTranslations: Translations<ApplicationTimelineText> = {
  en: applicationTimelineText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};
