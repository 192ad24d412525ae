import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dailyRunQueue, digestQueue, digestQueueClient, requestDailyRun } from '../src/alerts/digest-schedule';
import { jobAlerts, users } from '../src/db/schema';
import { publishJobs } from '../src/jobs/jobs-data';
import { buildServer } from '../src/server';
import { markDocumentsVerified } from './support/verified-jumper';
import { call, registerJumper } from './support/http';
import { jobInput } from './support/jobs';
import { outboxMails } from './support/outbox';
import { secondServer, sharedTestDatabase, tsx } from './support/second-server';

const run = promisify(execFile);
const apiRoot = path.resolve(import.meta.dirname, '..');
const operatorToken = 'shared-digests-operator';

/**
 * Two server processes on one database, each sending digests (on PostgreSQL each is a worker of the pg-boss queue),
 * asked for the day's digests several times at once: every alert's digest goes out exactly once.
 */
describe('job alert digests with two servers on one database', () => {
  let shared: Awaited<ReturnType<typeof sharedTestDatabase>>;
  let first: FastifyInstance;
  let firstUrl: string;
  let second: { url: string; stop: () => Promise<void> };
  // One data folder for both servers, so that their mail lands in one outbox.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jumpers-digests-'));
  const outboxDir = path.join(dataDir, 'outbox');
  const serverOptions = { digestSchedule: true, mail: { outboxDir }, operatorToken };

  beforeAll(async () => {
    shared = await sharedTestDatabase('jumpers_digests');
    first = await buildServer({ database: shared.database, ...serverOptions });
    firstUrl = await first.listen({ port: 0, host: '127.0.0.1' });
    second = await secondServer(shared.database, shared.databaseUrl, { dataDir, options: serverOptions });
  });

  afterAll(async () => {
    await second?.stop();
    await first?.close();
    await shared?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The operator's alerts-send inside a server (the embedded database), or as its own CLI process (PostgreSQL). */
  async function alertsSend(serverUrl: string) {
    if (shared.databaseUrl) {
      const env = { ...process.env, DATABASE_URL: shared.databaseUrl, DATA_DIR: dataDir };
      const { stdout } = await run(tsx, ['src/operator/cli.ts', 'alerts-send'], { cwd: apiRoot, env });
      return stdout;
    }
    const response = await fetch(`${serverUrl}/api/operator/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${operatorToken}` },
      body: JSON.stringify({ command: 'alerts-send', args: [] }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { output: string }).output;
  }

  it('sends one e-mail per alert and day', async () => {
    const { db } = shared.database;
    const jumper = await registerJumper(firstUrl);
    const [user] = await db.select({ id: users.id }).from(users);
    await markDocumentsVerified(db, user!.id);
    for (const [name, search, serverUrl] of [
      ['Koch', 'koch', firstUrl],
      ['Maler', 'maler', second.url],
      ['Alles', '', firstUrl],
    ] as const) {
      const made = await call(`${serverUrl}/api/v1/job_alerts`, 'POST', {
        key: jumper.key,
        body: { job_alert: { name, criteria: search ? { search } : {} } },
      });
      expect(made.status).toBe(201);
    }
    await publishJobs(db, [jobInput({ title: 'Koch' }), jobInput({ title: 'Maler' })]);

    const boss = shared.databaseUrl ? await digestQueueClient(shared.databaseUrl, () => {}) : undefined;
    /** The day's run as the schedule fires it: on PostgreSQL through the queue, which the servers' workers take. */
    async function dailyRunsDone(times: number) {
      if (!boss) return;
      await Promise.all(Array.from({ length: times }, () => requestDailyRun(boss)));
      await vi.waitFor(
        async () => {
          for (const queue of [dailyRunQueue, digestQueue]) {
            expect(await boss.getQueueSize(queue, { before: 'completed' })).toBe(0);
          }
        },
        { timeout: 60_000, interval: 500 },
      );
    }

    try {
      // The daily run twice beside three operator commands, all at once.
      await Promise.all([alertsSend(firstUrl), alertsSend(second.url), alertsSend(firstUrl), dailyRunsDone(2)]);
      const mails = outboxMails(outboxDir);
      expect(mails.map((mail) => mail.subject).sort()).toEqual([
        '1 new job for your alert "Koch"',
        '1 new job for your alert "Maler"',
        '2 new jobs for your alert "Alles"',
      ]);
      expect(await db.select().from(jobAlerts).where(isNull(jobAlerts.lastDigestAt))).toEqual([]);

      // The next day, the queue alone (on PostgreSQL) sends what is new, once.
      await db.update(jobAlerts).set({ lastDigestAt: sql`${jobAlerts.lastDigestAt} - interval '1 day'` });
      await publishJobs(db, [jobInput({ title: 'Koch am Tag danach' })]);
      if (boss) await dailyRunsDone(2);
      else await Promise.all([alertsSend(firstUrl), alertsSend(second.url)]);
      const nextDay = outboxMails(outboxDir).slice(3);
      expect(nextDay.map((mail) => mail.subject).sort()).toEqual([
        '1 new job for your alert "Alles"',
        '1 new job for your alert "Koch"',
      ]);
    } finally {
      await boss?.stop({ graceful: false });
    }
  });
});
