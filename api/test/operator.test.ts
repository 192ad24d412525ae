import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import webpush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import { createAlert } from '../src/alerts/alerts-data';
import { openDatabase } from '../src/db/database';
import { applications, pushOutbox, users } from '../src/db/schema';
import { publishJobs } from '../src/jobs/jobs-data';
import { OperatorUsageError, type OperatorCommand } from '../src/operator/commands';
import { addDevice } from '../src/push/push-data';
import { buildServer } from '../src/server';
import { jobInput } from './support/jobs';
import { outboxMails } from './support/outbox';
import { deviceKeys, localCertificate, readNotification, startPushService } from './support/push-service';
import { openEmbeddedTestDatabase } from './support/test-server';

const run = promisify(execFile);
const apiRoot = path.resolve(import.meta.dirname, '..');
const dataDirs: string[] = [];

function newDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'jumpers-operator-'));
  dataDirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs the real CLI in its own process: node with tsx's loader, the code `npm run operator` runs. */
async function operatorCli(dataDir: string, ...args: string[]) {
  return operatorCliWith({}, dataDir, ...args);
}

/** The same, with more configuration in its environment. */
async function operatorCliWith(config: Record<string, string>, dataDir: string, ...args: string[]) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...config };
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/operator/cli.ts', ...args], {
      cwd: apiRoot,
      env,
    });
    return { code: 0, output: stdout.trim() };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, output: failed.stderr.trim() };
  }
}

const echo: OperatorCommand = {
  name: 'echo',
  usage: '<words…>',
  summary: 'repeats its arguments',
  run: async (_db, args) => {
    if (args.length === 0) throw new OperatorUsageError('echo needs words.');
    return args.join(' ');
  },
};

describe('embedded database lock', () => {
  it('lets one process in and tells the next one who holds the folder', async () => {
    const dataDir = newDataDir();
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir, holder: 'operator' })).rejects.toThrow(
      `is open in a jumpers server (process ${process.pid}). Stop that server (Ctrl-C) first`,
    );
    await first.close();
    const second = await openDatabase({ dataDir, holder: 'operator' });
    await second.close();
  });
});

describe('operator route inside the server', () => {
  it('runs a command for the holder of the secret, over loopback only', async () => {
    const database = await openEmbeddedTestDatabase();
    const server = await buildServer({ database, operatorToken: 'secret-token', operatorCommands: [echo] });
    const url = await server.listen({ port: 0, host: '127.0.0.1' });
    const call = (token: string, command: string, args: string[]) =>
      fetch(`${url}/api/operator/run`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ command, args }),
      });
    try {
      const ok = await call('secret-token', 'echo', ['verified', 'anna@example.ch']);
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ output: 'verified anna@example.ch' });

      const wrongSecret = await call('guess', 'echo', ['x']);
      expect(wrongSecret.status).toBe(404);

      const unknown = await call('secret-token', 'drop-everything', []);
      expect(unknown.status).toBe(422);
      expect(await unknown.json()).toEqual({
        error: 'Unknown command "drop-everything". Run "npm run operator -- help" for the list.',
        code: 'validation_failed',
      });

      const badArgs = await call('secret-token', 'echo', []);
      expect(badArgs.status).toBe(422);
      expect(await badArgs.json()).toEqual({ error: 'echo needs words.', code: 'validation_failed' });
    } finally {
      await server.close();
      await database.close();
    }
  });

  it('does not exist without a secret', async () => {
    const database = await openEmbeddedTestDatabase();
    const server = await buildServer({ database });
    const response = await server.inject({
      method: 'POST',
      url: '/api/operator/run',
      payload: { command: 'x', args: [] },
    });
    expect(response.statusCode).toBe(404);
    await server.close();
    await database.close();
  });
});

describe('operator CLI', () => {
  it('prints its help', async () => {
    const { code, output } = await operatorCli(newDataDir(), 'help');
    expect(code).toBe(0);
    expect(output).toContain('Usage: npm run operator -- <command> [arguments]');
  });

  it('opens the embedded database itself when no server holds it, and lets go afterwards', async () => {
    const dataDir = newDataDir();
    const { code, output } = await operatorCli(dataDir, 'no-such-command');
    expect(code).toBe(2);
    expect(output).toBe('Unknown command "no-such-command". Run "npm run operator -- help" for the list.');
    const reopened = await openDatabase({ dataDir });
    await reopened.close();
  });

  it("sends the due job alert digests into the data folder's outbox, once a day (alerts-send)", async () => {
    const dataDir = newDataDir();
    const database = await openDatabase({ dataDir });
    const [user] = await database.db.insert(users).values({ email: 'digest@example.ch' }).returning();
    await createAlert(database.db, user!.id, {
      name: 'Koch',
      criteria: { permanent_job: false, search: 'koch' },
      language: 'de',
    });
    await publishJobs(database.db, [jobInput({ title: 'Koch', company: 'Bären AG' })]);
    await database.close();

    // The outbox also prints each message, as the server does; the summary comes last.
    const first = await operatorCli(dataDir, 'alerts-send');
    expect(first.code).toBe(0);
    expect(first.output).toMatch(/\n1 job alert was due: 1 e-mail sent, 0 without new jobs, 0 failed\.$/);
    const [mail, ...others] = outboxMails(path.join(dataDir, 'outbox'));
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ to: 'digest@example.ch', subject: '1 neue Stelle für Ihr Suchabo «Koch»' });
    expect(mail!.text).toContain('Koch\n  Bären AG');
    expect(mail!.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/v1\/job_alerts\/unsubscribe\?token=/,
    );
    expect(await operatorCli(dataDir, 'alerts-send')).toEqual({
      code: 0,
      output: '0 job alerts were due: 0 e-mails sent, 0 without new jobs, 0 failed.',
    });
  });

  it('sends the notifications of a status change it made, with the VAPID keys of the configuration', async () => {
    const dataDir = newDataDir();
    const tls = localCertificate();
    const service = startPushService(tls, {});
    const serviceUrl = await service.listening;
    const phone = deviceKeys();
    const database = await openDatabase({ dataDir });
    const [user] = await database.db.insert(users).values({ email: 'push-cli@example.ch' }).returning();
    const [jobId] = await publishJobs(database.db, [jobInput({ title: 'Koch', company: 'Bären AG' })]);
    await database.db.insert(applications).values({ userId: user!.id, jobId: jobId! });
    await addDevice(database.db, user!.id, { endpoint: `${serviceUrl}/push/cli`, ...phone.keys, device: 'Browser' });
    await database.close();

    // The CLI reaches the stand-in as the server would a push service, trusting its certificate (Node's own option).
    const caFile = path.join(dataDir, 'push-service.pem');
    writeFileSync(caFile, tls.cert);
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    try {
      const { code, output } = await operatorCliWith(
        { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, NODE_EXTRA_CA_CERTS: caFile },
        dataDir,
        ...['status', 'push-cli@example.ch', String(jobId), 'in_review'],
      );
      expect({ code, output }).toMatchObject({ code: 0, output: expect.stringMatching(/in review\.$/i) });
      const delivered = await service.next('/push/cli');
      expect(readNotification(delivered.body, phone.ecdh, phone.auth)).toMatchObject({
        body: 'Your application for Koch: In review',
      });
    } finally {
      await service.close();
    }
    const reopened = await openDatabase({ dataDir });
    const rows = await reopened.db.select().from(pushOutbox);
    await reopened.close();
    expect(rows).toMatchObject([{ attempts: 1, lastError: null }]);
    expect(rows[0]!.sentAt).not.toBeNull();
  });

  it('runs inside the server that holds the embedded database', async () => {
    const dataDir = newDataDir();
    const database = await openDatabase({ dataDir });
    const server = await buildServer({ database, operatorToken: 'cli-secret' });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as { port: number };
    database.lock?.advertise({ port, token: 'cli-secret' });
    try {
      // Had the CLI opened the folder itself, it would have met the lock (exit 1), not the server's answer.
      const { code, output } = await operatorCli(dataDir, 'no-such-command');
      expect({ code, output }).toEqual({
        code: 2,
        output: 'Unknown command "no-such-command". Run "npm run operator -- help" for the list.',
      });
    } finally {
      await server.close();
      await database.close();
    }
  });
});
