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
  /** Where the app shows this application (`applicationPath`). */
  applicationUrl: string;
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
  fr: {
    sent: 'Envoyée',
    in_review: 'En cours d’examen',
    shortlisted: 'Présélectionnée',
    interview: 'Entretien',
    offer: 'Offre',
    hired: 'Poste obtenu',
    unsuccessful: 'Non retenue',
    withdrawn: 'Retirée',
  },
  it: {
    sent: 'Inviata',
    in_review: 'In esame',
    shortlisted: 'Preselezionata',
    interview: 'Colloquio',
    offer: 'Offerta',
    hired: 'Posto ottenuto',
    unsuccessful: 'Non selezionata',
    withdrawn: 'Ritirata',
  },
};

const locales: Record<MailLanguage, string> = { en: 'en-GB', de: 'de-CH', fr: 'fr-CH', it: 'it-CH' };

type StatusWords = {
  subject: (title: string, stage: string) => string;
  intro: (title: string, company: string, stage: string) => string;
  reason: (reason: string) => string;
  /** The interview's line, from its date and time in words and its place, either of which may be unknown. */
  interview: (when: string | null, place: string | null) => string;
  follow: (url: string) => string;
  footer: string;
};

/**
 * The interview's line in French and Italian: their dates in words end with the time ("à 10:00", "alle ore 10:00"),
 * so the place follows after a comma, under its own label, rather than after a second preposition.
 */
const interviewLine = (label: string, placeLabel: string) => (when: string | null, place: string | null) =>
  `${label} ${[when, place === null ? null : `${placeLabel} ${place}`].filter(Boolean).join(', ')}`;

const words: Record<MailLanguage, StatusWords> = {
  en: {
    subject: (title: string, stage: string) => `Your application for ${title}: ${stage}`,
    intro: (title: string, company: string, stage: string) =>
      `Your application for "${title}" at ${company} has a new status: ${stage}.`,
    reason: (reason: string) => `Reason: ${reason}`,
    interview: (when: string | null, place: string | null) =>
      ['Interview:', when, place === null ? null : `at ${place}`].filter(Boolean).join(' '),
    follow: (url: string) => `See this application: ${url}`,
    footer: 'You can turn these e-mails off in Settings.',
  },
  de: {
    subject: (title: string, stage: string) => `Ihre Bewerbung für ${title}: ${stage}`,
    intro: (title: string, company: string, stage: string) =>
      `Ihre Bewerbung für «${title}» bei ${company} hat einen neuen Status: ${stage}.`,
    reason: (reason: string) => `Grund: ${reason}`,
    interview: (when: string | null, place: string | null) =>
      ['Vorstellungsgespräch:', when, place === null ? null : `in ${place}`].filter(Boolean).join(' '),
    follow: (url: string) => `Diese Bewerbung ansehen: ${url}`,
    footer: 'Sie können diese E-Mails in den Einstellungen abschalten.',
  },
  fr: {
    subject: (title: string, stage: string) => `Votre candidature pour ${title} : ${stage}`,
    intro: (title: string, company: string, stage: string) =>
      `Votre candidature pour «${title}» auprès de ${company} a un nouveau statut : ${stage}.`,
    reason: (reason: string) => `Motif : ${reason}`,
    interview: interviewLine('Entretien :', 'lieu :'),
    follow: (url: string) => `Voir cette candidature : ${url}`,
    footer: 'Vous pouvez désactiver ces e-mails dans les paramètres.',
  },
  it: {
    subject: (title: string, stage: string) => `La Sua candidatura per ${title}: ${stage}`,
    intro: (title: string, company: string, stage: string) =>
      `La Sua candidatura per «${title}» presso ${company} ha un nuovo stato: ${stage}.`,
    reason: (reason: string) => `Motivo: ${reason}`,
    interview: interviewLine('Colloquio:', 'luogo:'),
    follow: (url: string) => `Veda questa candidatura: ${url}`,
    footer: 'Può disattivare queste e-mail nelle impostazioni.',
  },
};

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
      text.follow(change.applicationUrl),
      '',
      '--',
      text.footer,
    ].join('\n'),
  };
}
