import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { embeddedDatabaseDir } from '../src/db/embedded-lock';
import { processStartedAt } from '../src/db/embedded-lock';

const run = promisify(execFile);
const apiRoot = path.resolve(import.meta.dirname, '..');
const tsx = path.resolve(apiRoot, '../node_modules/.bin/tsx');
const dataDir = mkdtempSync(path.join(tmpdir(), 'jumpers-start-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the real server (`npm start`'s entry) and answers what it printed when it stopped. */
async function startServer(env: Record<string, string>) {
  try {
    await run(tsx, ['src/main.ts'], {
      cwd: apiRoot,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', REDIS_URL: '', ...env },
      timeout: 60_000,
    });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr.trim() };
  }
}

// Each case starts a server process or migrates a fresh embedded database: seconds when idle, far more on a busy machine.
const startUpTimeout = { timeout: 120_000 };

describe('a start-up problem is one clear line, not a stack trace', startUpTimeout, () => {
  it.each([
    [
      'an address that is not PostgreSQL',
      'mysql://root:hunter2@localhost/jumpers',
      'jumpers could not start: DATABASE_URL must be a PostgreSQL address such as postgres://user:password@localhost:5432/jumpers, not "mysql://root:***@localhost/jumpers". Unset it to use the embedded database.',
    ],
    [
      'a server that does not answer',
      'postgres://postgres:hunter2@127.0.0.1:1/jumpers',
      'jumpers could not start: Could not connect to the PostgreSQL database of DATABASE_URL (postgres://postgres:***@127.0.0.1:1/jumpers): nothing answers at 127.0.0.1:1; is the PostgreSQL server running?. Unset DATABASE_URL to use the embedded database instead.',
    ],
  ])('DATABASE_URL with %s', async (_case, databaseUrl, message) => {
    const { code, stderr } = await startServer({ DATABASE_URL: databaseUrl });
    expect(code).toBe(1);
    expect(stderr).toBe(message);
    expect(stderr).not.toContain('hunter2');
  });

  it('a bad setting names the variable', async () => {
    const { code, stderr } = await startServer({ STORAGE_DRIVER: 's3' });
    expect(code).toBe(1);
    expect(stderr).toBe('jumpers could not start: STORAGE_DRIVER must be "disk" or "database", not "s3".');
  });
});

describe('embedded database lock left by a crash', startUpTimeout, () => {
  const lockedDir = mkdtempSync(path.join(tmpdir(), 'jumpers-lock-'));
  afterAll(() => rmSync(lockedDir, { recursive: true, force: true }));

  function leaveLock(startedAt: string | undefined) {
    const folder = embeddedDatabaseDir(lockedDir);
    mkdirSync(folder, { recursive: true });
    // A live process id (this test's own) stands for an id that the system gave to a new process after a crash.
    writeFileSync(path.join(folder, 'holder.json'), JSON.stringify({ pid: process.pid, startedAt, role: 'server' }));
  }

  it('is taken over when its process id now belongs to a process that started later', async () => {
    leaveLock('1');
    const database = await openDatabase({ dataDir: lockedDir });
    await database.close();
  });

  it('still keeps out a second process while its holder lives', async () => {
    leaveLock(processStartedAt(process.pid));
    await expect(openDatabase({ dataDir: lockedDir })).rejects.toThrow(/is open in a jumpers server/);
  });
});
