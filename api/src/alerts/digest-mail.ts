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

const words = {
  en: {
    subject: (name: string, count: number, more: boolean) =>
      `${more ? `${count}+` : count} new ${count === 1 && !more ? 'job' : 'jobs'} for your alert "${name}"`,
    intro: (name: string) => `New jobs for your job alert "${name}" since the last e-mail:`,
    more: 'There are more: see them all on jumpers.',
    footer: (url: string) =>
      `You get this e-mail once a day while there are new jobs for this alert. To stop it: ${url}\n` +
      'You can also pause or delete your alerts in Settings.',
  },
  de: {
    subject: (name: string, count: number, more: boolean) =>
      `${more ? `${count}+` : count} ${count === 1 && !more ? 'neue Stelle' : 'neue Stellen'} für Ihr Suchabo «${name}»`,
    intro: (name: string) => `Neue Stellen für Ihr Suchabo «${name}» seit der letzten E-Mail:`,
    more: 'Es gibt noch mehr: Sie finden alle auf jumpers.',
    footer: (url: string) =>
      `Sie erhalten diese E-Mail einmal am Tag, solange es neue Stellen für dieses Abo gibt. Abmelden: ${url}\n` +
      'In den Einstellungen können Sie Ihre Abos auch pausieren oder löschen.',
  },
} satisfies Record<MailLanguage, unknown>;

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
