import type { Mail } from '../mail/mailer';
import type { Job } from '../jobs/jobs-data';
import type { MailLanguage } from './alerts-data';

export type DigestLinks = {
  /** The address of a job's detail in the app. */
  jobUrl: (job: Job) => string;
  /** The app's page that confirms the unsubscribe (people click this one). */
  unsubscribePageUrl: string;
  /** The API's one-click unsubscribe (RFC 8058): mail programs POST to it. */
  oneClickUrl: string;
};

export type Digest = { to: string; alertName: string; language: MailLanguage; jobs: Job[]; more: boolean };

/** "1 new job", "3 new jobs", "20+ new jobs": the count, with a + when the e-mail lists only the newest. */
const counted = (count: number, more: boolean, one: string, many: string) =>
  `${more ? `${count}+` : count} ${count === 1 && !more ? one : many}`;

type DigestWords = {
  subject: (name: string, count: number, more: boolean) => string;
  intro: (name: string) => string;
  more: string;
  footer: (url: string) => string;
};

const words: Record<MailLanguage, DigestWords> = {
  en: {
    subject: (name: string, count: number, more: boolean) =>
      `${counted(count, more, 'new job', 'new jobs')} for your alert "${name}"`,
    intro: (name: string) => `New jobs for your job alert "${name}" since the last e-mail:`,
    more: 'There are more: see them all on jumpers.',
    footer: (url: string) =>
      `You get this e-mail once a day while there are new jobs for this alert. To stop it: ${url}\n` +
      'You can also pause or delete your alerts in Settings.',
  },
  de: {
    subject: (name: string, count: number, more: boolean) =>
      `${counted(count, more, 'neue Stelle', 'neue Stellen')} für Ihr Suchabo «${name}»`,
    intro: (name: string) => `Neue Stellen für Ihr Suchabo «${name}» seit der letzten E-Mail:`,
    more: 'Es gibt noch mehr: Sie finden alle auf jumpers.',
    footer: (url: string) =>
      `Sie erhalten diese E-Mail einmal am Tag, solange es neue Stellen für dieses Abo gibt. Abmelden: ${url}\n` +
      'In den Einstellungen können Sie Ihre Abos auch pausieren oder löschen.',
  },
  fr: {
    subject: (name: string, count: number, more: boolean) =>
      `${counted(count, more, 'nouvelle offre d’emploi', 'nouvelles offres d’emploi')} pour votre alerte «${name}»`,
    intro: (name: string) => `Nouvelles offres d’emploi pour votre alerte «${name}» depuis le dernier e-mail :`,
    more: 'Il y en a d’autres : retrouvez-les toutes sur jumpers.',
    footer: (url: string) =>
      'Vous recevez cet e-mail une fois par jour tant qu’il y a de nouvelles offres pour cette alerte. ' +
      `Pour vous désabonner : ${url}\n` +
      'Dans les paramètres, vous pouvez aussi suspendre ou supprimer vos alertes.',
  },
  it: {
    subject: (name: string, count: number, more: boolean) =>
      `${counted(count, more, 'nuova offerta di lavoro', 'nuove offerte di lavoro')} per il Suo avviso «${name}»`,
    intro: (name: string) => `Nuove offerte di lavoro per il Suo avviso «${name}» dall’ultima e-mail:`,
    more: 'Ce ne sono altre: le trova tutte su jumpers.',
    footer: (url: string) =>
      'Riceve questa e-mail una volta al giorno finché ci sono nuove offerte per questo avviso. ' +
      `Per annullare l’iscrizione: ${url}\n` +
      'Nelle impostazioni può anche sospendere o eliminare i Suoi avvisi.',
  },
};

/** The digest e-mail of an alert in the jumper's language: each new job with its title, company, place and link. */
export function digestMail(digest: Digest, links: DigestLinks): Mail {
  const text = words[digest.language];
  const jobLines = digest.jobs.map(
    (job) => `- ${job.title}\n  ${job.company}, ${job.postalCode} ${job.place}\n  ${links.jobUrl(job)}`,
  );
  return {
    to: digest.to,
    subject: text.subject(digest.alertName, digest.jobs.length, digest.more),
    text: [
      text.intro(digest.alertName),
      '',
      ...jobLines,
      ...(digest.more ? ['', text.more] : []),
      '',
      '--',
      text.footer(links.unsubscribePageUrl),
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${links.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
