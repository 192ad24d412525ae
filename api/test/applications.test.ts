import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addWorkingDays } from '@jumpers/rules/swiss-holidays';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { swissDate } from '../src/applications/applied-job-fields';
import { applicationHistory, applications, applyDrafts, mailOutbox, users } from '../src/db/schema';
import { publishJobs } from '../src/jobs/jobs-data';
import { swissPlaces } from '../src/jobs/swiss-places';
import { deliverQueuedMail } from '../src/mail/mail-outbox';
import { operatorCommands, OperatorUsageError, runOperatorCommand } from '../src/operator/commands';
import { jobInput } from './support/jobs';
import { outboxMails } from './support/outbox';
import { testOperatorContext } from './support/operator';
import { startTestServer, type TestServer } from './support/test-server';
import { registerVerifiedJumper } from './support/verified-jumper';
import { call as callServer } from './support/http';

let server: TestServer;
const outboxDir = mkdtempSync(path.join(tmpdir(), 'jumpers-applications-outbox-'));
const ids: Record<string, number> = {};
let anna: string;
let ben: string;

type Application = Record<string, unknown> & { id: number; stage: string; history: Record<string, unknown>[] };
type Body = {
  error?: string;
  code?: string;
  message?: string;
  field_codes?: Record<string, string[]>;
  data: Record<string, unknown> & { data?: Application[] };
};

const call = (key: string, method: string, pathAndQuery: string, body?: unknown) =>
  callServer<Body>(`${server.url}${pathAndQuery}`, method, { key, body });

const operator = (...args: string[]) =>
  runOperatorCommand(operatorCommands, server.database.db, args[0]!, args.slice(1), testOperatorContext());
const apply = (key: string, jobId: number, details: Record<string, unknown> = {}) =>
  call(key, 'POST', `/api/v1/applied_job/${jobId}`, { applied_job: details });
const list = async (key: string, query: string) =>
  (await call(key, 'GET', `/api/v1/applied_jobs?${query}`)).body.data.data!;
const mailsTo = (email: string) => outboxMails(outboxDir).filter((mail) => mail.to === email);

beforeAll(async () => {
  server = await startTestServer({ mail: { outboxDir }, publicUrl: 'https://jumpers.example' });
  anna = (await registerVerifiedJumper(server, { email: 'anna@example.ch' })).key;
  ben = (await registerVerifiedJumper(server, { email: 'ben@example.ch', first_name: 'Ben' })).key;
  const published = await publishJobs(server.database.db, [
    ...Array.from({ length: 10 }, (_unused, index) => jobInput({ title: `Job ${index}` })),
    jobInput({ title: 'Pflege Luzern', canton: 'LU', answerDays: 3 }),
    jobInput({ title: 'Permanent', kind: 'permanent', ...swissPlaces.zurich }),
  ]);
  published.forEach((id, index) => (ids[`j${index}`] = id));
});

afterAll(async () => {
  await server.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

describe('the first version’s lists', () => {
  it('answer is_applied=true and false exactly as before, with the new fields beside the old ones', async () => {
    const created = await apply(anna, ids.j0!, { travel_time: '25 min', knowledge_of_german: 'advanced' });
    expect(created.status).toBe(201);
    expect((await apply(anna, ids.j1!)).status).toBe(201);
    await operator('outcome', 'anna@example.ch', String(ids.j1), 'unsuccessful');
    const legacy = (row: Application) => ({
      job_title: row.job_title,
      status: row.status,
      travel_time: row.travel_time,
      knowledge_of_german: row.knowledge_of_german,
      is_permanent: row.is_permanent,
    });
    expect((await list(anna, 'is_applied=true')).map(legacy)).toEqual([
      {
        job_title: 'Job 0',
        status: 'applied',
        travel_time: '25 min',
        knowledge_of_german: 'advanced',
        is_permanent: false,
      },
    ]);
    expect((await list(anna, 'is_applied=false')).map(legacy)).toEqual([
      { job_title: 'Job 1', status: 'unsuccessful', travel_time: null, knowledge_of_german: null, is_permanent: false },
    ]);
    const [sent] = await list(anna, 'is_applied=true');
    expect(sent).toMatchObject({
      stage: 'sent',
      adjustments: null,
      is_unread: false,
      history: [{ stage: 'sent', reason: null, interview_at: null, interview_place: null }],
    });
    expect(sent!.history[0]!.changed_at).toBe(sent!.applied_at);
    expect(await list(ben, 'is_applied=true')).toEqual([]);
  });

  it('needs is_applied unless stage_group says the list, and refuses an unknown group', async () => {
    const missing = await call(anna, 'GET', '/api/v1/applied_jobs');
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('bad_request');
    expect((await call(anna, 'GET', '/api/v1/applied_jobs?stage_group=hired')).status).toBe(400);
    expect((await call(anna, 'GET', '/api/v1/applied_jobs?stage_group=withdrawn')).status).toBe(200);
  });
});

describe('withdrawing', () => {
  it('withdraws the jumper’s own open application with a reason, and leaves it in neither first list', async () => {
    const applied = (await apply(anna, ids.j2!)).body.data;
    const withdrawn = await call(anna, 'POST', `/api/v1/applied_jobs/${applied.id}/withdraw`, {
      reason: '  Found another job.  ',
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data).toMatchObject({
      id: applied.id,
      stage: 'withdrawn',
      status: 'unsuccessful',
      answer_expected_by: null,
      is_unread: false,
    });
    expect(withdrawn.body.data.history).toEqual([
      expect.objectContaining({ stage: 'sent' }),
      expect.objectContaining({ stage: 'withdrawn', reason: 'Found another job.' }),
    ]);
    const inLists = [...(await list(anna, 'is_applied=true')), ...(await list(anna, 'is_applied=false'))];
    expect(inLists.map((row) => row.id)).not.toContain(applied.id);
    for (const query of ['stage_group=withdrawn', 'stage_group=withdrawn&is_applied=true']) {
      expect((await list(anna, query)).map((row) => row.id)).toEqual([applied.id]);
    }
    expect(await list(anna, 'stage_group=withdrawn&is_permanent=true')).toEqual([]);
  });

  it('takes {} for no reason, refuses a reason over 500 characters, and answers another jumper’s application with 404', async () => {
    const applied = (await apply(anna, ids.j3!)).body.data;
    const tooLong = await call(anna, 'POST', `/api/v1/applied_jobs/${applied.id}/withdraw`, {
      reason: 'x'.repeat(501),
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.code).toBe('validation_failed');
    for (const id of [applied.id, 999_999]) {
      const foreign = await call(ben, 'POST', `/api/v1/applied_jobs/${id}/withdraw`, {});
      expect(foreign.status).toBe(404);
      expect(foreign.body.code).toBe('not_found');
    }
    expect((await call(anna, 'POST', `/api/v1/applied_jobs/${applied.id}/withdraw`)).status).toBe(422);
    expect((await call(anna, 'POST', `/api/v1/applied_jobs/${applied.id}/withdraw`, {})).status).toBe(200);
  });

  it('refuses with 409 stage_transition_not_allowed what cannot be withdrawn: withdrawn, unsuccessful or hired', async () => {
    const [withdrawn] = await list(anna, 'stage_group=withdrawn');
    const [unsuccessful] = await list(anna, 'is_applied=false');
    const hired = (await apply(anna, ids.j4!)).body.data;
    await operator('status', 'anna@example.ch', String(ids.j4), 'hired');
    for (const id of [withdrawn!.id, unsuccessful!.id, hired.id]) {
      const refused = await call(anna, 'POST', `/api/v1/applied_jobs/${id}/withdraw`, { reason: null });
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('stage_transition_not_allowed');
    }
  });

  it('lets the job be applied to again, as a new application; the withdrawn one keeps its history', async () => {
    const first = (await apply(anna, ids.j5!)).body.data;
    expect((await call(anna, 'GET', `/api/v1/jumpers/job/${ids.j5}`)).body.data.is_applied).toBe(true);
    await call(anna, 'POST', `/api/v1/applied_jobs/${first.id}/withdraw`, {});
    expect((await call(anna, 'GET', `/api/v1/jumpers/job/${ids.j5}`)).body.data.is_applied).toBe(false);
    const again = await apply(anna, ids.j5!);
    expect(again.status).toBe(201);
    expect(again.body.data.id).not.toBe(first.id);
    expect(again.body.data).toMatchObject({ stage: 'sent', status: 'applied' });
    expect((await apply(anna, ids.j5!)).status).toBe(200);
    expect((await call(anna, 'GET', `/api/v1/jumpers/job/${ids.j5}`)).body.data.is_applied).toBe(true);
    const withdrawn = (await list(anna, 'stage_group=withdrawn')).find((row) => row.id === first.id);
    expect(withdrawn?.history.map((entry) => entry.stage)).toEqual(['sent', 'withdrawn']);
    // The operator's commands reach the open application.
    await operator('status', 'anna@example.ch', String(ids.j5), 'in_review');
    expect((await list(anna, 'is_applied=true')).find((row) => row.id === again.body.data.id)?.stage).toBe('in_review');
  });
});

describe('the status command', () => {
  it('moves along the allowed transitions, with a reason and an interview in Swiss time', async () => {
    const applied = (await apply(ben, ids.j6!)).body.data;
    expect(await operator('status', 'ben@example.ch', String(ids.j6), 'shortlisted', '--reason', 'Strong', 'CV')).toBe(
      `The application of ben@example.ch to job ${ids.j6} is now shortlisted.`,
    );
    await operator(
      'status',
      'ben@example.ch',
      String(ids.j6),
      'interview',
      '--interview',
      '2030-12-05T10:00',
      '--place',
      'Bahnhofplatz 1, Bern',
    );
    const [row] = (await list(ben, 'is_applied=true')).filter((candidate) => candidate.id === applied.id);
    expect(row!.history.map((entry) => [entry.stage, entry.reason])).toEqual([
      ['sent', null],
      ['shortlisted', 'Strong CV'],
      ['interview', null],
    ]);
    expect(row!.history[2]).toMatchObject({
      interview_at: '2030-12-05T09:00:00.000Z',
      interview_place: 'Bahnhofplatz 1, Bern',
    });
    // Waiting for an answer after an interview still to come: counted from the interview's day, in Bern's working days.
    expect(row!.answer_expected_by).toBe(addWorkingDays('2030-12-05', 5, 'BE'));
  });

  it('refuses a move the stage does not allow, and bad arguments, with a clear message', async () => {
    await operator('status', 'ben@example.ch', String(ids.j6), 'hired');
    await expect(operator('status', 'ben@example.ch', String(ids.j6), 'shortlisted')).rejects.toThrow(
      new OperatorUsageError('The application is hired: it cannot move to shortlisted.'),
    );
    const refusals: [string[], RegExp][] = [
      [['status', 'ben@example.ch', String(ids.j6), 'withdrawn'], /The stage is one of sent, in_review/],
      [['status', 'ben@example.ch', String(ids.j6), 'promoted'], /The stage is one of/],
      [['status', 'ben@example.ch', String(ids.j7), 'offer'], /has not applied to job/],
      [['status', 'nobody@example.ch', String(ids.j6), 'offer'], /no account/],
      [['status', 'ben@example.ch', 'x', 'offer'], /job id/],
      [['status', 'ben@example.ch', String(ids.j6), 'offer', '--interview', '2026-12-03T10:00'], /go with the stage/],
      [['status', 'ben@example.ch', String(ids.j6), 'interview', '--interview', '2026-13-03T10:00'], /Swiss date/],
      [['status', 'ben@example.ch', String(ids.j6), 'offer', '--reason'], /Give a value after --reason/],
      [['status', 'ben@example.ch', String(ids.j6), 'offer', '--soon'], /Unknown option --soon/],
    ];
    for (const [args, message] of refusals) await expect(operator(...args)).rejects.toThrow(message);
  });

  it('keeps the outcome command: unsuccessful, and applied reopens at the stage before', async () => {
    await apply(ben, ids.j7!);
    await operator('status', 'ben@example.ch', String(ids.j7), 'in_review');
    expect(await operator('outcome', 'ben@example.ch', String(ids.j7), 'unsuccessful')).toBe(
      `The application of ben@example.ch to job ${ids.j7} is now unsuccessful.`,
    );
    expect((await list(ben, 'is_applied=false')).map((row) => row.stage)).toEqual(['unsuccessful']);
    await operator('outcome', 'ben@example.ch', String(ids.j7), 'applied');
    const reopened = (await list(ben, 'is_applied=true')).find((row) => row.job_id === ids.j7);
    expect(reopened?.stage).toBe('in_review');
    // Already in Applied: nothing changes, no history entry.
    await operator('outcome', 'ben@example.ch', String(ids.j7), 'applied');
    expect(reopened?.history).toHaveLength(4);
    expect((await list(ben, 'is_applied=true')).find((row) => row.job_id === ids.j7)?.history).toHaveLength(4);
  });
});

describe('unread changes', () => {
  it('counts the operator’s changes the jumper has not seen, per jumper, until they are marked seen', async () => {
    const benUnread = (await call(ben, 'GET', '/api/v1/applied_jobs/unread')).body.data.count as number;
    expect(benUnread).toBeGreaterThan(0);
    await call(anna, 'POST', '/api/v1/applied_jobs/seen');
    expect((await call(anna, 'GET', '/api/v1/applied_jobs/unread')).body).toEqual({ data: { count: 0 } });
    await apply(anna, ids.j8!);
    // The jumper's own changes are never unread.
    expect((await call(anna, 'GET', '/api/v1/applied_jobs/unread')).body.data.count).toBe(0);
    await operator('status', 'anna@example.ch', String(ids.j8), 'in_review');
    expect((await call(anna, 'GET', '/api/v1/applied_jobs/unread')).body.data.count).toBe(1);
    expect((await list(anna, 'is_applied=true')).find((row) => row.job_id === ids.j8)?.is_unread).toBe(true);
    expect((await call(anna, 'POST', '/api/v1/applied_jobs/seen')).body).toEqual({ data: { count: 0 } });
    expect((await list(anna, 'is_applied=true')).find((row) => row.job_id === ids.j8)?.is_unread).toBe(false);
    // Anna's seen changed nothing of Ben's.
    expect((await call(ben, 'GET', '/api/v1/applied_jobs/unread')).body.data.count).toBe(benUnread);
  });
});

describe('status e-mails', () => {
  it('go out for each change, in English by default, with the reason and a link to the application', async () => {
    await apply(ben, ids.j9!);
    await operator('status', 'ben@example.ch', String(ids.j9), 'unsuccessful', '--reason', 'The role is filled.');
    const subject = 'Your application for Job 9: Unsuccessful';
    await vi.waitFor(() => expect(mailsTo('ben@example.ch').map((mail) => mail.subject)).toContain(subject));
    const mail = mailsTo('ben@example.ch').find((candidate) => candidate.subject === subject)!;
    expect(mailsTo('ben@example.ch').filter((candidate) => candidate.subject === subject)).toHaveLength(1);
    expect(mail.text).toContain('Reason: The role is filled.');
    // The link opens the list that now holds the application, at its card.
    const application = (await list(ben, 'is_applied=false')).find((row) => row.job_id === ids.j9)!;
    expect(mail.text).toContain(
      `See this application: http://localhost:3000/jumper/engagement?tab=unsuccessful&application=${application.id}`,
    );
  });

  it('are in German for a jumper whose language is German, with the interview in Swiss time', async () => {
    const settings = await call(anna, 'PUT', '/api/v1/notification_settings', {
      notification_settings: { language: 'de' },
    });
    expect(settings.body).toEqual({ data: { status_emails: true, language: 'de' } });
    const job = ids.j10!;
    await call(anna, 'POST', `/api/v1/applied_job/${job}`, { applied_job: {} });
    await operator(
      'status',
      'anna@example.ch',
      String(job),
      'interview',
      '--interview',
      '2026-12-03T10:00',
      '--place',
      'Spital Luzern',
    );
    await vi.waitFor(() =>
      expect(mailsTo('anna@example.ch').some((mail) => mail.subject.includes('Pflege Luzern'))).toBe(true),
    );
    const mail = mailsTo('anna@example.ch').find((mail) => mail.subject.includes('Pflege Luzern'))!;
    expect(mail.subject).toBe('Ihre Bewerbung für Pflege Luzern: Vorstellungsgespräch');
    expect(mail.text).toContain('Ihre Bewerbung für «Pflege Luzern» bei Test AG hat einen neuen Status');
    expect(mail.text).toContain('Donnerstag, 3. Dezember 2026 um 10:00');
    expect(mail.text).toContain('in Spital Luzern');
    expect(mail.text).toContain('Sie können diese E-Mails in den Einstellungen abschalten.');
  });

  it('stop when the jumper turns them off, and the language given when applying is kept', async () => {
    expect((await call(ben, 'GET', '/api/v1/notification_settings')).body).toEqual({
      data: { status_emails: true, language: 'en' },
    });
    const off = await call(ben, 'PUT', '/api/v1/notification_settings', {
      notification_settings: { status_emails: false },
    });
    expect(off.body).toEqual({ data: { status_emails: false, language: 'en' } });
    const [permanent] = await publishJobs(server.database.db, [jobInput({ title: 'Quiet one', kind: 'permanent' })]);
    await call(ben, 'POST', `/api/v1/applied_per_job/${permanent}`, { applied_job: { language: 'de' } });
    expect((await call(ben, 'GET', '/api/v1/notification_settings')).body.data).toEqual({
      status_emails: false,
      language: 'de',
    });
    const rowsBefore = await server.database.db.select().from(mailOutbox);
    await operator('status', 'ben@example.ch', String(permanent), 'offer');
    expect(await server.database.db.select().from(mailOutbox)).toHaveLength(rowsBefore.length);
    const bad = await call(ben, 'PUT', '/api/v1/notification_settings', { notification_settings: { language: 'es' } });
    expect(bad.status).toBe(422);
    expect((await call(ben, 'PUT', '/api/v1/notification_settings', {})).status).toBe(422);
  });

  it('are written in the transaction of the change: the same moment, and no change without its e-mail', async () => {
    const { db } = server.database;
    const [job] = await publishJobs(db, [jobInput({ title: 'Outbox check' })]);
    const applied = (await apply(ben, job!)).body.data;
    await call(ben, 'PUT', '/api/v1/notification_settings', { notification_settings: { status_emails: true } });
    await operator('status', 'ben@example.ch', String(job), 'in_review');
    const [entry] = await db
      .select()
      .from(applicationHistory)
      .where(sql`${applicationHistory.applicationId} = ${applied.id} and ${applicationHistory.stage} = 'in_review'`);
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.subject} like '%Outbox check%'`);
    // now() is the start of the transaction: equal only when both rows were written in one.
    expect(mail!.createdAt.getTime()).toBe(entry!.changedAt.getTime());

    // An e-mail that cannot be stored takes its change with it.
    await db.execute(sql`create function refuse_mail() returns trigger language plpgsql as $$
      begin raise exception 'outbox refused'; end; $$`);
    await db.execute(
      sql`create trigger refuse_mail before insert on mail_outbox for each row execute function refuse_mail()`,
    );
    try {
      await expect(operator('status', 'ben@example.ch', String(job), 'shortlisted')).rejects.toThrow();
    } finally {
      await db.execute(sql`drop trigger refuse_mail on mail_outbox`);
      await db.execute(sql`drop function refuse_mail()`);
    }
    const [row] = await db
      .select()
      .from(applications)
      .where(eq(applications.id, applied.id as number));
    expect(row!.stage).toBe('in_review');
    const entries = await db
      .select()
      .from(applicationHistory)
      .where(eq(applicationHistory.applicationId, applied.id as number));
    expect(entries.map((history) => history.stage)).toEqual(['sent', 'in_review']);
  });

  it('that the mailer refuses stay queued and are sent by a later delivery', async () => {
    const { db } = server.database;
    // Due in ten minutes, so that the server's own delivery leaves it to this test.
    const due = new Date(Date.now() + 600_000);
    await db
      .insert(mailOutbox)
      .values({ recipient: 'later@example.ch', subject: 'Later', body: 'Text', sendAfter: due });
    const refusing = { send: async () => Promise.reject(new Error('SMTP down')), describe: () => 'x', close: () => {} };
    const at = new Date(due.getTime() + 60_000);
    expect((await deliverQueuedMail(db, refusing, at)).failed).toBeGreaterThan(0);
    const [kept] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'later@example.ch'));
    expect(kept).toMatchObject({ sentAt: null, attempts: 1, lastError: 'SMTP down' });
    const sent: string[] = [];
    const working = {
      send: async (mail: { to: string }) => void sent.push(mail.to),
      describe: () => 'x',
      close: () => {},
    };
    await deliverQueuedMail(db, working, new Date(Date.now() + 2 * 3600_000));
    expect(sent).toContain('later@example.ch');
    const [done] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'later@example.ch'));
    expect(done!.sentAt).not.toBeNull();
  });
});

describe('answer expected by', () => {
  it('counts the job’s answer time in working days of its canton from the last change, and is null past waiting', async () => {
    const [job] = await publishJobs(server.database.db, [
      jobInput({ title: 'Answer time', ...swissPlaces.zurich, answerDays: 2 }),
    ]);
    const applied = (await apply(ben, job!)).body.data;
    expect(applied.answer_expected_by).toBe(addWorkingDays(swissDate(new Date(applied.applied_at as string)), 2, 'ZH'));
    await operator('status', 'ben@example.ch', String(job), 'offer');
    expect((await list(ben, 'is_applied=true')).find((row) => row.job_id === job)?.answer_expected_by).toBeNull();
  });
});

describe('adjustments', () => {
  it('travel with the application, are returned on it, and need details when `other` is chosen', async () => {
    const [job, other] = await publishJobs(server.database.db, [
      jobInput({ title: 'Adjusted' }),
      jobInput({ title: 'Adjusted too' }),
    ]);
    const adjustments = { kinds: ['step_free_access', 'extra_time'], details: '  Lift, please.  ' };
    const created = await apply(ben, job!, { adjustments });
    expect(created.body.data.adjustments).toEqual({
      kinds: ['step_free_access', 'extra_time'],
      details: 'Lift, please.',
    });
    expect((await list(ben, 'is_applied=true')).find((row) => row.job_id === job)?.adjustments).toEqual({
      kinds: ['step_free_access', 'extra_time'],
      details: 'Lift, please.',
    });
    const refusals: [unknown, string, string][] = [
      [{ kinds: ['other'], details: '   ' }, 'applied_job.adjustments.details', 'required'],
      [{ kinds: ['other'], details: null }, 'applied_job.adjustments.details', 'required'],
      [{ kinds: [], details: null }, 'applied_job.adjustments.kinds', 'too_few_items'],
      [{ kinds: ['massage'], details: null }, 'applied_job.adjustments.kinds.0', 'not_one_of'],
      [{ kinds: ['other'], details: 'x'.repeat(1001) }, 'applied_job.adjustments.details', 'too_long'],
    ];
    for (const [given, field] of refusals) {
      const refused = await apply(ben, other!, { adjustments: given });
      expect(refused.status, JSON.stringify(given)).toBe(422);
      expect(refused.body.code).toBe('validation_failed');
      expect(JSON.stringify(refused.body.field_codes), JSON.stringify(given)).toContain(field.split('.').at(-1)!);
    }
    expect(await list(ben, 'is_applied=true')).not.toContainEqual(expect.objectContaining({ job_id: other }));
    const [firstRefusal] = refusals;
    const refused = await apply(ben, other!, { adjustments: firstRefusal![0] });
    expect(refused.body.field_codes).toEqual({ 'applied_job.adjustments.details': ['required'] });
    const fine = await apply(ben, other!, { adjustments: { kinds: ['other'], details: 'A quiet room.' } });
    expect(fine.status).toBe(201);
  });
});

describe('apply drafts', () => {
  const draft = { apply_draft: { step: 3, values: { languages: [{ name: 'German', level: 75 }], address: 'Bern' } } };

  it('are kept per jumper and job, read back, replaced, and deleted', async () => {
    const job = ids.j9!;
    const path = `/api/v1/apply_drafts/${job}`;
    expect((await call(anna, 'GET', path)).status).toBe(404);
    const saved = await call(anna, 'PUT', path, draft);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ step: 3, values: draft.apply_draft.values });
    const updatedAt = new Date(saved.body.data.updated_at as string).getTime();
    expect(new Date(saved.body.data.expires_at as string).getTime() - updatedAt).toBe(14 * 86_400_000);
    expect((await call(anna, 'GET', path)).body.data).toMatchObject({ step: 3, values: draft.apply_draft.values });
    // Another jumper's draft, or the job as the other kind, is not there.
    expect((await call(ben, 'GET', path)).status).toBe(404);
    expect((await call(ben, 'DELETE', path)).status).toBe(404);
    expect((await call(anna, 'GET', `${path}?is_permanent=true`)).status).toBe(404);
    await call(anna, 'PUT', path, { apply_draft: { step: 4, values: { address: 'Thun' } } });
    expect((await call(anna, 'GET', path)).body.data).toMatchObject({ step: 4, values: { address: 'Thun' } });
    expect((await call(anna, 'DELETE', path)).status).toBe(200);
    expect((await call(anna, 'GET', path)).status).toBe(404);
    expect((await call(anna, 'DELETE', path)).status).toBe(404);
  });

  it('refuse a missing job with 404, a closed one with 409, and values too large, too deep or of the wrong shape with 422', async () => {
    const [closed] = await publishJobs(server.database.db, [jobInput({ title: 'Closed draft' })]);
    await operator('jobs-close', String(closed));
    expect((await call(anna, 'PUT', '/api/v1/apply_drafts/999999', draft)).status).toBe(404);
    expect((await call(anna, 'PUT', `/api/v1/apply_drafts/${ids.j9}?is_permanent=true`, draft)).status).toBe(404);
    const badQuery = await call(anna, 'PUT', `/api/v1/apply_drafts/${ids.j9}?is_permanent=maybe`, draft);
    expect([badQuery.status, badQuery.body.code]).toEqual([400, 'bad_request']);
    const closedAnswer = await call(anna, 'PUT', `/api/v1/apply_drafts/${closed}`, draft);
    expect([closedAnswer.status, closedAnswer.body.code]).toEqual([409, 'job_closed']);
    const path = `/api/v1/apply_drafts/${ids.j9}`;
    const refusals: [unknown, string][] = [
      [{ apply_draft: { step: 2, values: { text: 'x'.repeat(17_000) } } }, 'too_long'],
      [{ apply_draft: { step: 2, values: { a: { b: { c: { d: { e: 1 } } } } } } }, 'invalid'],
      [{ apply_draft: { step: 0, values: {} } }, 'out_of_range'],
      [{ apply_draft: { step: 6, values: {} } }, 'out_of_range'],
      [{ apply_draft: { step: 2, values: [] } }, 'wrong_type'],
      [
        { apply_draft: { step: 2, values: Object.fromEntries(Array.from({ length: 51 }, (_, n) => [`k${n}`, n])) } },
        'invalid',
      ],
      [{ apply_draft: { step: 2 } }, 'required'],
    ];
    for (const [body, code] of refusals) {
      const refused = await call(anna, 'PUT', path, body);
      expect(refused.status, code).toBe(422);
      expect(refused.body.code).toBe('validation_failed');
      expect(Object.values(refused.body.field_codes ?? {}).flat(), code).toContain(code);
    }
  });

  it('expire 14 days after their last save, and go when the application is sent', async () => {
    const { db } = server.database;
    const [job, other] = await publishJobs(db, [jobInput({ title: 'Drafted' }), jobInput({ title: 'Old draft' })]);
    await call(anna, 'PUT', `/api/v1/apply_drafts/${job}`, draft);
    await call(anna, 'PUT', `/api/v1/apply_drafts/${other}`, draft);
    await db
      .update(applyDrafts)
      .set({ updatedAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(applyDrafts.jobId, other!));
    expect((await call(anna, 'GET', `/api/v1/apply_drafts/${other}`)).status).toBe(404);
    expect((await apply(anna, job!)).status).toBe(201);
    expect((await call(anna, 'GET', `/api/v1/apply_drafts/${job}`)).status).toBe(404);
    const [annaRow] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'anna@example.ch'));
    expect(
      (await db.select().from(applyDrafts).where(eq(applyDrafts.userId, annaRow!.id))).map((row) => row.jobId),
    ).not.toContain(job);
  });
});
