import type { MailLanguage } from '../alerts/alerts-data';
import type { Mail } from '../mail/mailer';
import type { ApplicationStage } from './application-stages';

export type StatusChange = {
  to: string;
  language: MailLanguage;
  jobTitle: string;
  company: string;
  stage: ApplicationStage;
  reason: string | null;
  interviewAt: Date | null;
  interviewPlace: string | null;
  /** The app's page of the jumper's applications. */
  engagementsUrl: string;
};

const stageNames: Record<MailLanguage, Record<ApplicationStage, string>> = {
  en: {
    sent: 'Sent',
    in_review: 'In review',
    shortlisted: 'Shortlisted',
    interview: 'Interview',
    offer: 'Offer',
    hired: 'Hired',
    unsuccessful: 'Unsuccessful',
    withdrawn: 'Withdrawn',
  },
  de: {
    sent: 'Gesendet',
    in_review: 'In Prüfung',
    shortlisted: 'In der engeren Wahl',
    interview: 'Vorstellungsgespräch',
    offer: 'Angebot',
    hired: 'Angestellt',
    unsuccessful: 'Nicht erfolgreich',
    withdrawn: 'Zurückgezogen',
  },
};

const locales: Record<MailLanguage, string> = { en: 'en-GB', de: 'de-CH' };

const words = {
  en: {
    subject: (title: string, stage: string) => `Your application for ${title}: ${stage}`,
    intro: (title: string, company: string, stage: string) =>
      `Your application for "${title}" at ${company} has a new status: ${stage}.`,
    reason: (reason: string) => `Reason: ${reason}`,
    interview: (when: string | null, place: string | null) =>
      ['Interview:', when, place === null ? null : `at ${place}`].filter(Boolean).join(' '),
    follow: (url: string) => `Follow your applications: ${url}`,
    footer: 'You can turn these e-mails off in Settings.',
  },
  de: {
    subject: (title: string, stage: string) => `Ihre Bewerbung für ${title}: ${stage}`,
    intro: (title: string, company: string, stage: string) =>
      `Ihre Bewerbung für «${title}» bei ${company} hat einen neuen Status: ${stage}.`,
    reason: (reason: string) => `Grund: ${reason}`,
    interview: (when: string | null, place: string | null) =>
      ['Vorstellungsgespräch:', when, place === null ? null : `in ${place}`].filter(Boolean).join(' '),
    follow: (url: string) => `Ihre Bewerbungen: ${url}`,
    footer: 'Sie können diese E-Mails in den Einstellungen abschalten.',
  },
} satisfies Record<MailLanguage, unknown>;

/** The interview's date and time in Swiss time, in the language's words. */
function interviewTime(at: Date, language: MailLanguage) {
  return new Intl.DateTimeFormat(locales[language], {
    timeZone: 'Europe/Zurich',
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(at);
}

/** The e-mail that tells a jumper of a new stage of their application, in their language. */
export function statusChangeMail(change: StatusChange): Mail {
  const text = words[change.language];
  const stage = stageNames[change.language][change.stage];
  const interview =
    change.stage === 'interview' && (change.interviewAt || change.interviewPlace)
      ? text.interview(
          change.interviewAt ? interviewTime(change.interviewAt, change.language) : null,
          change.interviewPlace,
        )
      : null;
  return {
    to: change.to,
    subject: text.subject(change.jobTitle, stage),
    text: [
      text.intro(change.jobTitle, change.company, stage),
      ...(interview ? ['', interview] : []),
      ...(change.reason ? ['', text.reason(change.reason)] : []),
      '',
      text.follow(change.engagementsUrl),
      '',
      '--',
      text.footer,
    ].join('\n'),
  };
}
