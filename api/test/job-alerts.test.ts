import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDigest } from '../src/alerts/alert-digest';
import { jobAlerts, users } from '../src/db/schema';
import { publishJobs } from '../src/jobs/jobs-data';
import { swissPlaces } from '../src/jobs/swiss-places';
import type { Mail } from '../src/mail/mailer';
import { call, registerJumper } from './support/http';
import { jobInput } from './support/jobs';
import { outboxMails } from './support/outbox';
import { startTestServer, type TestServer } from './support/test-server';
import { registerVerifiedJumper } from './support/verified-jumper';

type Alert = {
  id: number;
  name: string;
  criteria: { permanent_job: boolean; search?: string };
  paused: boolean;
  language: 'en' | 'de';
  created_at: string;
  last_digest_at: string | null;
};

const operatorToken = 'job-alerts-test-operator';
const outboxDir = mkdtempSync(path.join(tmpdir(), 'jumpers-alerts-outbox-'));
let server: TestServer;
const api = (pathAndQuery: string) => `${server.url}/api/v1${pathAndQuery}`;

const createAlert = (key: string, alert: Record<string, unknown>) =>
  call<{ data: Alert; code?: string }>(api('/job_alerts'), 'POST', { key, body: { job_alert: alert } });
const listAlerts = async (key: string) => (await call<{ data: Alert[] }>(api('/job_alerts'), 'GET', { key })).body.data;
const updateAlert = (key: string, id: number, change: Record<string, unknown>) =>
  call<{ data: Alert }>(api(`/job_alerts/${id}`), 'PATCH', { key, body: { job_alert: change } });
const deleteAlert = (key: string, id: number) => call(api(`/job_alerts/${id}`), 'DELETE', { key });

/** `npm run operator -- alerts-send`, the way the CLI runs it while a server holds the embedded database. */
async function alertsSend(): Promise<string> {
  const response = await fetch(`${server.url}/api/operator/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${operatorToken}` },
    body: JSON.stringify({ command: 'alerts-send', args: [] }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { output: string }).output;
}

const mailsTo = (email: string) => outboxMails(outboxDir).filter((mail) => mail.to === email);

/** As if a day had passed since each alert's last digest. */
async function aDayPasses() {
  await server.database.db.update(jobAlerts).set({ lastDigestAt: sql`${jobAlerts.lastDigestAt} - interval '1 day'` });
}

async function publish(...titles: Parameters<typeof jobInput>[0][]) {
  return publishJobs(server.database.db, titles.map(jobInput));
}

beforeAll(async () => {
  server = await startTestServer({
    mail: { outboxDir },
    operatorToken,
    publicUrl: 'https://jumpers.example',
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

describe('job alerts of a jumper', () => {
  it('are made, listed newest first, renamed, paused, resumed and deleted', async () => {
    const { key } = await registerVerifiedJumper(server);
    const made = await createAlert(key, { name: '  Koch in Bern ', criteria: { search: 'koch' } });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({
      name: 'Koch in Bern',
      criteria: { permanent_job: false, search: 'koch' },
      paused: false,
      language: 'en',
      last_digest_at: null,
    });
    const second = await createAlert(key, { name: 'Permanent', criteria: { permanent_job: true }, language: 'de' });
    expect(second.body.data).toMatchObject({ criteria: { permanent_job: true }, language: 'de' });
    expect((await listAlerts(key)).map((alert) => alert.name)).toEqual(['Permanent', 'Koch in Bern']);

    const renamed = await updateAlert(key, made.body.data.id, { name: 'Koch' });
    expect(renamed).toMatchObject({ status: 200, body: { data: { name: 'Koch', paused: false } } });
    // A change of nothing is no fault: the alert as it is.
    expect(await updateAlert(key, made.body.data.id, {})).toMatchObject({
      status: 200,
      body: { data: { name: 'Koch' } },
    });
    expect((await updateAlert(key, made.body.data.id, { paused: true })).body.data.paused).toBe(true);
    expect((await listAlerts(key)).find((alert) => alert.id === made.body.data.id)).toMatchObject({
      name: 'Koch',
      paused: true,
      criteria: { search: 'koch' },
    });
    expect((await updateAlert(key, made.body.data.id, { paused: false })).body.data.paused).toBe(false);

    expect(await deleteAlert(key, second.body.data.id)).toMatchObject({ status: 200 });
    expect((await listAlerts(key)).map((alert) => alert.name)).toEqual(['Koch']);
    expect(await deleteAlert(key, second.body.data.id)).toMatchObject({ status: 404, body: { code: 'not_found' } });
  });

  it("are the jumper's own: another jumper's alert is not found, and stays as it was", async () => {
    const anna = await registerVerifiedJumper(server);
    const ben = await registerVerifiedJumper(server);
    const annas = (await createAlert(anna.key, { name: 'Anna', criteria: { search: 'gärtner' } })).body.data;
    expect(await listAlerts(ben.key)).toEqual([]);
    expect(await updateAlert(ben.key, annas.id, { paused: true })).toMatchObject({
      status: 404,
      body: { code: 'not_found' },
    });
    expect(await deleteAlert(ben.key, annas.id)).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(await listAlerts(anna.key)).toEqual([annas]);
  });

  it('refuses a blank name, unknown criteria, an unverified jumper and no session', async () => {
    const { key } = await registerVerifiedJumper(server);
    expect(await createAlert(key, { name: '   ', criteria: {} })).toMatchObject({
      status: 422,
      body: { code: 'validation_failed', field_codes: { 'job_alert.name': ['required'] } },
    });
    expect(await createAlert(key, { name: 'x', criteria: { surprise: 1 } })).toMatchObject({
      status: 422,
      body: { code: 'validation_failed', field_codes: { 'job_alert.criteria.surprise': ['not_allowed'] } },
    });
    expect(await createAlert(key, { name: 'x', criteria: { search: 'a'.repeat(201) } })).toMatchObject({
      status: 422,
      body: { field_codes: { 'job_alert.criteria.search': ['too_long'] } },
    });
    const unverified = await registerJumper(server.url);
    expect(await createAlert(unverified.key, { name: 'x', criteria: {} })).toMatchObject({
      status: 403,
      body: { code: 'documents_not_verified' },
    });
    expect((await call(api('/job_alerts'), 'GET')).status).toBe(401);
    expect(await listAlerts(key)).toEqual([]);
  });

  it('are at most 20 per jumper, however many are made at once', async () => {
    const { key } = await registerVerifiedJumper(server);
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_unused, index) => createAlert(key, { name: `Alert ${index}`, criteria: {} })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(20);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(4);
    for (const answer of refused) expect(answer.body.code).toBe('too_many_job_alerts');
    expect(await listAlerts(key)).toHaveLength(20);
    // Deleting one makes room for one.
    await deleteAlert(key, (await listAlerts(key))[0]!.id);
    expect((await createAlert(key, { name: 'Again', criteria: {} })).status).toBe(201);
    expect((await createAlert(key, { name: 'One too many', criteria: {} })).status).toBe(409);
  });
});

describe('daily digests', () => {
  it("send the new jobs matching an alert once a day, none when nothing is new, in the alert's language", async () => {
    const jumper = await registerVerifiedJumper(server);
    const koch = (await createAlert(jumper.key, { name: 'Koch', criteria: { search: 'koch' } })).body.data;
    await createAlert(jumper.key, { name: 'Festanstellung', criteria: { permanent_job: true }, language: 'de' });
    const [kochBern, , hidden] = await publish(
      { title: 'Koch/Köchin', company: 'Hotel Bären', ...swissPlaces.bern },
      { title: 'Gärtner', company: 'Grün AG' },
      { title: 'Koch Pizzeria', company: 'Da Mario' },
      { title: 'Koch Festanstellung', kind: 'permanent', company: 'Spital Zürich', ...swissPlaces.zurich },
    );
    // A job the jumper marked Not Interested is not theirs to be told about.
    expect((await call(api(`/jumpers/${hidden}/add_not_interested`), 'POST', { key: jumper.key })).status).toBe(200);

    // Every due alert is looked at (those of the tests above too); this jumper gets one e-mail per alert.
    expect(await alertsSend()).toMatch(/^\d+ job alerts were due: \d+ e-mails sent, \d+ without new jobs, 0 failed\.$/);
    const mails = mailsTo(jumper.email);
    expect(mails).toHaveLength(2);
    const english = mails.find((mail) => mail.subject.includes('"Koch"'))!;
    expect(english.subject).toBe('1 new job for your alert "Koch"');
    expect(english.text).toContain(
      `- Koch/Köchin\n  Hotel Bären, ${swissPlaces.bern.postalCode} Bern\n  https://jumpers.example/jumper/explore?job=${kochBern}`,
    );
    expect(english.text).not.toContain('Gärtner');
    expect(english.text).not.toContain('Pizzeria');
    expect(english.headers['List-Unsubscribe']).toMatch(
      new RegExp(`^<https://jumpers\\.example/api/v1/job_alerts/unsubscribe\\?token=${koch.id}\\.[\\w-]+>$`),
    );
    expect(english.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(english.text).toMatch(/To stop it: https:\/\/jumpers\.example\/unsubscribe\?token=/);
    const inGerman = mails.find((mail) => mail.subject.includes('Festanstellung'))!;
    expect(inGerman.subject).toBe('1 neue Stelle für Ihr Suchabo «Festanstellung»');
    expect(inGerman.text).toContain('Koch Festanstellung\n  Spital Zürich');
    expect(inGerman.text).toContain('/jumper/explore?tab=permanent&job=');
    expect(inGerman.text).toContain('Abmelden: https://jumpers.example/unsubscribe?token=');

    // The same day: no second e-mail, even with a new matching job.
    await publish({ title: 'Koch Abendservice', company: 'Linde' });
    expect(await alertsSend()).toBe('0 job alerts were due: 0 e-mails sent, 0 without new jobs, 0 failed.');
    expect(mailsTo(jumper.email)).toHaveLength(2);
    const stored = (await listAlerts(jumper.key)).find((alert) => alert.id === koch.id)!;
    expect(stored.last_digest_at).not.toBeNull();

    // The next day: only what is new since the last digest; the permanent alert has nothing new and sends nothing.
    await aDayPasses();
    await alertsSend();
    const nextDay = mailsTo(jumper.email).slice(2);
    expect(nextDay.map((mail) => mail.subject)).toEqual(['1 new job for your alert "Koch"']);
    expect(nextDay[0]!.text).toContain('Koch Abendservice');
    expect(nextDay[0]!.text).not.toContain('Koch/Köchin');

    // A day with nothing new: no e-mail at all.
    await aDayPasses();
    await alertsSend();
    expect(mailsTo(jumper.email)).toHaveLength(3);

    // A paused alert sends nothing; resumed, it tells only of jobs published after it was resumed.
    expect((await updateAlert(jumper.key, koch.id, { paused: true })).status).toBe(200);
    await publish({ title: 'Koch während der Pause', company: 'Pause AG' });
    await aDayPasses();
    await alertsSend();
    expect(mailsTo(jumper.email)).toHaveLength(3);
    expect((await updateAlert(jumper.key, koch.id, { paused: false })).status).toBe(200);
    await publish({ title: 'Koch nach der Pause', company: 'Wieder AG' });
    await aDayPasses();
    await alertsSend();
    const resumed = mailsTo(jumper.email).slice(3);
    expect(resumed).toHaveLength(1);
    expect(resumed[0]!.text).toContain('Koch nach der Pause');
    expect(resumed[0]!.text).not.toContain('während der Pause');
  });

  it('are made once when asked for many times at once (several processes, a retried run)', async () => {
    const jumper = await registerVerifiedJumper(server);
    const alert = (await createAlert(jumper.key, { name: 'Gleichzeitig', criteria: { search: 'dachdecker' } })).body
      .data;
    await publish({ title: 'Dachdecker', company: 'Ziegel AG' });
    const sent: Mail[] = [];
    const sender = {
      mailer: { send: async (mail: Mail) => void sent.push(mail), describe: () => '', close: () => {} },
      publicUrl: 'https://jumpers.example',
    };
    const made = await Promise.all(Array.from({ length: 10 }, () => sendDigest(server.database.db, alert.id, sender)));
    expect(made.filter(Boolean)).toHaveLength(1);
    expect(sent.map((mail) => mail.to)).toEqual([jumper.email]);
  });

  it("apply the dashboard's filters, from the alert's criteria", async () => {
    const jumper = await registerVerifiedJumper(server);
    const criteria = {
      search: 'monteur',
      canton: 'BE',
      workload_min: 80,
      pay_min: 30,
      commute_from: 'Bern',
      max_commute: 30,
    };
    const made = await createAlert(jumper.key, { name: 'Monteur', criteria });
    expect(made.body.data.criteria).toEqual({ permanent_job: false, ...criteria });
    const bern = { ...swissPlaces.bern, payPeriod: 'hour' as const };
    await publish(
      { title: 'Monteur Bern', ...bern, workload: '100%', payFromChf: 32 },
      { title: 'Monteur Teilzeit', ...bern, workload: '50%', payFromChf: 32 },
      { title: 'Monteur tief bezahlt', ...bern, workload: '100%', payFromChf: 25 },
      { title: 'Monteur Zürich', ...swissPlaces.zurich, workload: '100%', payFromChf: 35, payPeriod: 'hour' },
    );
    await alertsSend();
    const [mail, ...others] = mailsTo(jumper.email);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('1 new job for your alert "Monteur"');
    expect(mail!.text).toContain('- Monteur Bern\n');
  });

  it('refuse criteria the dashboard would refuse, naming the criterion', async () => {
    const { key } = await registerVerifiedJumper(server);
    const refused = async (criteria: Record<string, unknown>) => (await createAlert(key, { name: 'x', criteria })).body;
    expect(await refused({ max_commute: 30 })).toMatchObject({
      code: 'validation_failed',
      field_codes: { 'job_alert.criteria.commute_from': ['commute_origin_required'] },
    });
    expect(await refused({ workload_min: 90, workload_max: 50 })).toMatchObject({
      field_codes: { 'job_alert.criteria.workload_min': ['min_above_max'] },
    });
    expect(await refused({ commute_from: 'Atlantis' })).toMatchObject({
      field_codes: { 'job_alert.criteria.commute_from': ['place_not_found'] },
    });
    expect(await refused({ canton: 'XX', max_commute: 20 })).toMatchObject({
      field_codes: { 'job_alert.criteria.canton': ['not_one_of'], 'job_alert.criteria.max_commute': ['not_one_of'] },
    });
    expect(await listAlerts(key)).toEqual([]);
  });

  it('list at most 20 jobs, the newest, and say that there are more', async () => {
    const jumper = await registerVerifiedJumper(server);
    const alert = (await createAlert(jumper.key, { name: 'Lager', criteria: { search: 'lagerist' } })).body.data;
    const base = Date.parse(alert.created_at) + 1;
    await publishJobs(
      server.database.db,
      Array.from({ length: 23 }, (_unused, index) =>
        jobInput({ title: `Lagerist ${index}`, publishedAt: new Date(base + index) }),
      ),
    );
    // Published within the milliseconds after the alert was made: the digest comes after the last of them.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await alertsSend();
    const [mail] = mailsTo(jumper.email);
    expect(mail!.subject).toBe('20+ new jobs for your alert "Lager"');
    expect(mail!.text).toContain('- Lagerist 22\n');
    expect(mail!.text).toContain('- Lagerist 3\n');
    expect(mail!.text).not.toContain('- Lagerist 2\n');
    expect(mail!.text).toContain('There are more: see them all on jumpers.');
  });
});

describe('unsubscribing from a digest', () => {
  let jumper: { email: string; key: string };
  let alert: Alert;
  let other: Alert;
  let token: string;
  const unsubscribe = (tokenValue: string, init: RequestInit = {}) =>
    fetch(api(`/job_alerts/unsubscribe?token=${encodeURIComponent(tokenValue)}`), { method: 'POST', ...init });

  beforeAll(async () => {
    jumper = await registerVerifiedJumper(server);
    alert = (await createAlert(jumper.key, { name: 'Maler', criteria: { search: 'maler' } })).body.data;
    other = (await createAlert(jumper.key, { name: 'Elektriker', criteria: { search: 'elektriker' } })).body.data;
    await publish({ title: 'Maler EFZ', company: 'Farbe AG' });
    await alertsSend();
    const [mail] = mailsTo(jumper.email);
    token = /unsubscribe\?token=([\w.-]+)>/.exec(mail!.headers['List-Unsubscribe']!)![1]!;
  });

  it('works in one click without a session, as a mail program posts it, and pauses the alert', async () => {
    const answer = await unsubscribe(token, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      message: 'You will get no more e-mails for this job alert.',
      data: { name: 'Maler' },
    });
    const alerts = await listAlerts(jumper.key);
    expect(alerts.find((each) => each.id === alert.id)!.paused).toBe(true);
    expect(alerts.find((each) => each.id === other.id)!.paused).toBe(false);

    // Again, as multipart (what RFC 8058 prefers), or from the app's page without a body: still 200.
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    expect((await unsubscribe(token, { body: form })).status).toBe(200);
    expect((await unsubscribe(token)).status).toBe(200);

    // A paused alert gets no digest.
    await publish({ title: 'Maler Lehrling', company: 'Pinsel GmbH' });
    await aDayPasses();
    await alertsSend();
    expect(mailsTo(jumper.email)).toHaveLength(1);
  });

  it("refuses a forged token and another alert's signature, and changes nothing", async () => {
    const [, signature] = token.split('.');
    const forged = [
      `${other.id}.${signature}`,
      `${alert.id}.${'A'.repeat(43)}`,
      `${alert.id}`,
      'garbage',
      `${other.id}.${signature}x`,
    ];
    for (const each of forged) {
      const answer = await unsubscribe(each);
      expect(answer.status, each).toBe(400);
      expect(await answer.json(), each).toMatchObject({ code: 'invalid_unsubscribe_token' });
    }
    expect((await listAlerts(jumper.key)).find((each) => each.id === other.id)!.paused).toBe(false);
    expect((await fetch(api('/job_alerts/unsubscribe'), { method: 'POST' })).status).toBe(400);
  });

  it('answers 200 for an alert deleted since, and leaves with the account', async () => {
    expect((await deleteAlert(jumper.key, alert.id)).status).toBe(200);
    const answer = await unsubscribe(token);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ data: { name: null } });

    const { db } = server.database;
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, jumper.email));
    await db.delete(users).where(eq(users.id, owner!.id));
    expect(await db.select().from(jobAlerts).where(eq(jobAlerts.userId, owner!.id))).toEqual([]);
  });
});
