import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendDigest } from '../src/alerts/alert-digest';
import { notificationSettings, users } from '../src/db/schema';
import { publishJobs } from '../src/jobs/jobs-data';
import { swissPlaces } from '../src/jobs/swiss-places';
import type { Mail } from '../src/mail/mailer';
import { operatorCommands, runOperatorCommand } from '../src/operator/commands';
import { updateProfile } from '../src/profile/profile-data';
import { missingCodes } from './support/error-codes';
import { call } from './support/http';
import { jobInput } from './support/jobs';
import { testOperatorContext } from './support/operator';
import { outboxMails } from './support/outbox';
import { startTestServer, type TestServer } from './support/test-server';
import { registerVerifiedJumper } from './support/verified-jumper';

// Every e-mail the server writes (api/src/applications/status-mail.ts, api/src/alerts/digest-mail.ts, the one-time code
// of api/src/mail/mailer.ts), for a jumper whose language is French or Italian.

type Settings = { data: { status_emails: boolean; language: string } };
type Refusal = { error: string; code: string; errors: Record<string, string[]>; field_codes: Record<string, string[]> };

let server: TestServer;
const outboxDir = mkdtempSync(path.join(tmpdir(), 'jumpers-mail-languages-outbox-'));
const api = (pathAndQuery: string) => `${server.url}/api/v1${pathAndQuery}`;
const mailsTo = (email: string) => outboxMails(outboxDir).filter((mail) => mail.to === email);

const operator = (...args: string[]) =>
  runOperatorCommand(operatorCommands, server.database.db, args[0]!, args.slice(1), testOperatorContext());

async function userIdOf(email: string) {
  const [user] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}

/** PUT /api/v1/notification_settings with only a language, as the app's Settings would. */
const chooseLanguage = (key: string, language: unknown) =>
  call<Settings>(api('/notification_settings'), 'PUT', { key, body: { notification_settings: { language } } });

/** The one e-mail to `email` whose subject has `part`, once the server has sent it from its outbox. */
async function mailWith(email: string, part: string) {
  await vi.waitFor(() => expect(mailsTo(email).filter((mail) => mail.subject.includes(part))).toHaveLength(1));
  return mailsTo(email).find((mail) => mail.subject.includes(part))!;
}

/**
 * Applies to a new job and has the operator set an interview on Thursday, 3 December 2026 at 10:00 Swiss time (09:00
 * UTC); answers the job's id.
 */
async function interviewFor(jumper: { email: string; key: string }, title: string, place: string) {
  const [job] = await publishJobs(server.database.db, [jobInput({ title, company: 'Test SA' })]);
  const applied = await call(api(`/applied_job/${job}`), 'POST', { key: jumper.key, body: { applied_job: {} } });
  expect(applied.status).toBe(201);
  await operator('status', jumper.email, String(job), 'interview', '--interview', '2026-12-03T10:00', '--place', place);
  return String(job);
}

beforeAll(async () => {
  server = await startTestServer({ mail: { outboxDir }, publicUrl: 'https://jumpers.example' });
});
afterAll(async () => {
  await server?.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

describe('the language of e-mails', () => {
  it('is stored as French or Italian when the app says so, and answered as stored', async () => {
    const jumper = await registerVerifiedJumper(server);
    const settings = (language: unknown) => chooseLanguage(jumper.key, language);
    expect(await settings('fr')).toMatchObject({
      status: 200,
      body: { data: { status_emails: true, language: 'fr' } },
    });
    const [stored] = await server.database.db
      .select({ language: notificationSettings.language })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, await userIdOf(jumper.email)));
    expect(stored).toEqual({ language: 'fr' });
    expect((await call<Settings>(api('/notification_settings'), 'GET', { key: jumper.key })).body).toEqual({
      data: { status_emails: true, language: 'fr' },
    });
    expect((await settings('it')).body).toEqual({ data: { status_emails: true, language: 'it' } });

    // A language without e-mails is refused, with the error shape of every refusal; the stored one stays.
    for (const language of ['es', 'FR', 'fr-CH', '']) {
      const refused = await settings(language);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ code: 'validation_failed' });
      expect(missingCodes(refused.body)).toEqual([]);
      expect((refused.body as unknown as Refusal).field_codes).toHaveProperty(['notification_settings.language']);
    }
    expect((await call<Settings>(api('/notification_settings'), 'GET', { key: jumper.key })).body.data.language).toBe(
      'it',
    );
  });

  it('is Italian for a jumper whose profile language is Italian and who gave none, and the one given when applying', async () => {
    const jumper = await registerVerifiedJumper(server);
    await updateProfile(server.database.db, await userIdOf(jumper.email), { language: 3 });
    expect((await call<Settings>(api('/notification_settings'), 'GET', { key: jumper.key })).body).toEqual({
      data: { status_emails: true, language: 'it' },
    });
    const [job] = await publishJobs(server.database.db, [jobInput({ title: 'Cuisinier' })]);
    const applied = await call(api(`/applied_job/${job}`), 'POST', {
      key: jumper.key,
      body: { applied_job: { language: 'fr' } },
    });
    expect(applied.status).toBe(201);
    expect((await call<Settings>(api('/notification_settings'), 'GET', { key: jumper.key })).body.data.language).toBe(
      'fr',
    );
  });
});

describe('status e-mails', () => {
  const statusMails = [
    {
      language: 'fr',
      job: 'Soins Lausanne',
      place: 'CHUV, Lausanne',
      subject: 'Votre candidature pour Soins Lausanne : Entretien',
      text: [
        'Votre candidature pour «Soins Lausanne» auprès de Test SA a un nouveau statut : Entretien.',
        '',
        'Entretien : jeudi, 3 décembre 2026 à 10:00, lieu : CHUV, Lausanne',
        '',
        'Voir cette candidature : http://localhost:3000/jumper/engagement?application={id}',
        '',
        '--',
        'Vous pouvez désactiver ces e-mails dans les paramètres.',
      ],
      reason: 'Le poste est pourvu.',
      refusal: { subject: 'Votre candidature pour Soins Lausanne : Non retenue', line: 'Motif : Le poste est pourvu.' },
    },
    {
      language: 'it',
      job: 'Cure Lugano',
      place: 'Ospedale Civico, Lugano',
      subject: 'La Sua candidatura per Cure Lugano: Colloquio',
      text: [
        'La Sua candidatura per «Cure Lugano» presso Test SA ha un nuovo stato: Colloquio.',
        '',
        'Colloquio: giovedì, 3 dicembre 2026 alle ore 10:00, luogo: Ospedale Civico, Lugano',
        '',
        'Veda questa candidatura: http://localhost:3000/jumper/engagement?application={id}',
        '',
        '--',
        'Può disattivare queste e-mail nelle impostazioni.',
      ],
      reason: 'Il posto è stato occupato.',
      refusal: {
        subject: 'La Sua candidatura per Cure Lugano: Non selezionata',
        line: 'Motivo: Il posto è stato occupato.',
      },
    },
  ];

  it.each(statusMails)(
    "are in the jumper's language ($language), with the interview in Swiss time",
    async (expected) => {
      const jumper = await registerVerifiedJumper(server);
      expect((await chooseLanguage(jumper.key, expected.language)).status).toBe(200);
      const job = await interviewFor(jumper, expected.job, expected.place);
      const mail = await mailWith(jumper.email, expected.subject);
      expect(mail.subject).toBe(expected.subject);
      // The link names the application itself.
      const applied = await call<{ data: { data: { id: number }[] } }>(api('/applied_jobs?is_applied=true'), 'GET', {
        key: jumper.key,
      });
      const id = String(applied.body.data.data[0]!.id);
      expect(mail.text).toBe(expected.text.join('\n').replace('{id}', id));

      await operator('status', jumper.email, job, 'unsuccessful', '--reason', expected.reason);
      const refusal = await mailWith(jumper.email, expected.refusal.subject);
      expect(refusal.subject).toBe(expected.refusal.subject);
      expect(refusal.text).toContain(expected.refusal.line);
    },
  );
});

describe('job alert digests', () => {
  /** The digest of a new alert in `language` once `titles` are published, as the daily run would send it. */
  async function digestIn(language: string, name: string, titles: string[]) {
    const jumper = await registerVerifiedJumper(server);
    const made = await call<{ data: { id: number; language: string } }>(api('/job_alerts'), 'POST', {
      key: jumper.key,
      body: { job_alert: { name, criteria: { search: name.toLowerCase() }, language } },
    });
    expect(made.status).toBe(201);
    expect(made.body.data.language).toBe(language);
    const listed = await call<{ data: { language: string }[] }>(api('/job_alerts'), 'GET', { key: jumper.key });
    expect(listed.body.data.map((alert) => alert.language)).toEqual([language]);
    const jobs = await publishJobs(
      server.database.db,
      titles.map((title) => jobInput({ title, company: 'Hôtel du Lac', ...swissPlaces.montreux })),
    );
    const sent: Mail[] = [];
    const sender = {
      mailer: { send: async (mail: Mail) => void sent.push(mail), describe: () => '', close: () => {} },
      publicUrl: 'https://jumpers.example',
    };
    expect(await sendDigest(server.database.db, made.body.data.id, sender)).toBeTruthy();
    expect(sent).toHaveLength(1);
    return { mail: sent[0]!, jobs };
  }

  const digests = [
    {
      language: 'fr',
      one: { alert: 'Cuisinier', job: 'Cuisinier de nuit' },
      subject: '1 nouvelle offre d’emploi pour votre alerte «Cuisinier»',
      intro: 'Nouvelles offres d’emploi pour votre alerte «Cuisinier» depuis le dernier e-mail :',
      footer: [
        'Vous recevez cet e-mail une fois par jour tant qu’il y a de nouvelles offres pour cette alerte. ' +
          'Pour vous désabonner : https://jumpers.example/unsubscribe?token=…',
        'Dans les paramètres, vous pouvez aussi suspendre ou supprimer vos alertes.',
      ],
      two: { alert: 'Serveur', jobs: ['Serveur', 'Serveur de banquet'] },
      twoSubject: '2 nouvelles offres d’emploi pour votre alerte «Serveur»',
    },
    {
      language: 'it',
      one: { alert: 'Cuoco', job: 'Cuoco di linea' },
      subject: '1 nuova offerta di lavoro per il Suo avviso «Cuoco»',
      intro: 'Nuove offerte di lavoro per il Suo avviso «Cuoco» dall’ultima e-mail:',
      footer: [
        'Riceve questa e-mail una volta al giorno finché ci sono nuove offerte per questo avviso. ' +
          'Per annullare l’iscrizione: https://jumpers.example/unsubscribe?token=…',
        'Nelle impostazioni può anche sospendere o eliminare i Suoi avvisi.',
      ],
      two: { alert: 'Cameriere', jobs: ['Cameriere', 'Cameriere ai piani'] },
      twoSubject: '2 nuove offerte di lavoro per il Suo avviso «Cameriere»',
    },
  ];

  it.each(digests)('are in the alert’s language ($language), for one job or several', async (expected) => {
    const { mail, jobs } = await digestIn(expected.language, expected.one.alert, [expected.one.job]);
    expect(mail.subject).toBe(expected.subject);
    expect(mail.text.replace(/token=[\w.-]+/, 'token=…')).toBe(
      [
        expected.intro,
        '',
        `- ${expected.one.job}`,
        `  Hôtel du Lac, ${swissPlaces.montreux.postalCode} Montreux`,
        `  https://jumpers.example/jumper/explore?job=${jobs[0]}`,
        '',
        '--',
        ...expected.footer,
      ].join('\n'),
    );
    const two = await digestIn(expected.language, expected.two.alert, expected.two.jobs);
    expect(two.mail.subject).toBe(expected.twoSubject);
  });

  it('refuse a language without e-mails, with the error shape of every refusal', async () => {
    const jumper = await registerVerifiedJumper(server);
    const refused = await call<Refusal>(api('/job_alerts'), 'POST', {
      key: jumper.key,
      body: { job_alert: { name: 'Koch', criteria: {}, language: 'es' } },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('validation_failed');
    expect(missingCodes(refused.body)).toEqual([]);
    expect(refused.body.field_codes).toHaveProperty(['job_alert.language']);
  });
});

describe('the one-time code of a password reset', () => {
  // Before French and Italian it was in English only; German came with them (api/src/mail/mailer.ts).
  const codeMails = [
    {
      language: 'de',
      subject: 'Ihr Code zum Zurücksetzen Ihres jumpers-Passworts',
      text:
        'Ihr Einmalcode lautet ####.\n\nEr ist 10 Minuten gültig und kann einmal verwendet werden. ' +
        'Falls Sie nicht verlangt haben, Ihr Passwort zurückzusetzen, können Sie diese Nachricht ignorieren.',
    },
    {
      language: 'fr',
      subject: 'Votre code de réinitialisation du mot de passe jumpers',
      text:
        'Votre code à usage unique est ####.\n\nIl est valable 10 minutes et ne peut être utilisé qu’une seule fois. ' +
        'Si vous n’avez pas demandé à réinitialiser votre mot de passe, vous pouvez ignorer ce message.',
    },
    {
      language: 'it',
      subject: 'Il Suo codice per reimpostare la password di jumpers',
      text:
        'Il Suo codice monouso è ####.\n\nÈ valido 10 minuti e può essere utilizzato una sola volta. ' +
        'Se non ha chiesto di reimpostare la password, può ignorare questo messaggio.',
    },
  ];

  it.each(codeMails)("is in the jumper's language ($language)", async (expected) => {
    const jumper = await registerVerifiedJumper(server);
    await chooseLanguage(jumper.key, expected.language);
    expect((await call(api('/otp/generate'), 'POST', { body: { user: { email: jumper.email } } })).status).toBe(200);
    const [mail, ...others] = mailsTo(jumper.email);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe(expected.subject);
    expect(mail!.text.replace(/\b\d{4}\b/, '####')).toBe(expected.text);
  });
});
