import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerJumper } from './support/http';

// Two real server processes (each with its own embedded database) share one Redis: a limit counted on one
// holds on the other. Runs when REDIS_URL is set, as CI does (.ci/run), like the PostgreSQL runs.
const redisUrl = process.env.REDIS_URL;
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Each process creates and migrates its own embedded database before it listens: a minute on an idle machine is
 * plenty, but CI runs this beside the whole of `npm test`, where it has taken longer.
 */
const startupMs = 180_000;

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + startupMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    const healthy = await fetch(`${url}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start:\n${output()}`);
}

describe.runIf(redisUrl)('rate limits shared through Redis by two server processes', () => {
  const prefix = `jumpers-test:${randomBytes(6).toString('hex')}:`;
  const children: ChildProcess[] = [];
  const dataDirs: string[] = [];
  const urls: string[] = [];

  beforeAll(async () => {
    await Promise.all(
      [0, 1].map(async () => {
        const port = await freePort();
        const dataDir = mkdtempSync(path.join(tmpdir(), 'jumpers-process-'));
        const { DATABASE_URL: _ignored, ...env } = process.env;
        const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
          cwd: apiRoot,
          env: {
            ...env,
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            REDIS_URL: redisUrl,
            RATE_LIMIT_PREFIX: prefix,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
        children.push(child);
        dataDirs.push(dataDir);
        const url = `http://127.0.0.1:${port}`;
        await waitForHealth(url, child, () => output);
        urls.push(url);
      }),
    );
  }, startupMs + 30_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve(undefined);
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('locks an account on both processes after 10 failures spread over them', async () => {
    const email = `shared-${randomBytes(4).toString('hex')}@example.com`;
    const signIn = (url: string) =>
      call(`${url}/api/v1/user/sign_in`, 'POST', { body: { user: { email, password: 'Wrong!guess1' } } });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signIn(urls[attempt % 2]!)).status, `attempt ${attempt + 1}`).toBe(422);
    }
    for (const url of urls) {
      const answer = await signIn(url);
      expect(answer.status, url).toBe(429);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const redis = new Redis(redisUrl!);
    expect(Number(await redis.get(`${prefix}sign-in:failures:${email}`))).toBe(10);
    await redis.quit();
  });

  it('checks at most 10 of 40 parallel wrong passwords sent to both processes at once, then refuses the right one', async () => {
    const email = `raced-${randomBytes(4).toString('hex')}@example.com`;
    // Each process has its own database, so the account exists on both; only the counters are shared.
    const { password } = (await Promise.all(urls.map((url) => registerJumper(url, { email }))))[0]!;
    const signIn = (url: string, guess: string) =>
      call(`${url}/api/v1/user/sign_in`, 'POST', { body: { user: { email, password: guess } } });
    // The right password works on both, so the refusal at the end is the lock and not a missing account;
    // a success gives its reservation back and leaves the counters at zero.
    for (const url of urls) expect((await signIn(url, password)).status, url).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, guess) => signIn(urls[guess % 2]!, `Guess!${guess}r`)),
    );
    const checked = answers.filter((answer) => answer.status === 422).length;
    const refused = answers.filter((answer) => answer.status === 429).length;
    const checkedOnFirst = answers.filter((answer, guess) => guess % 2 === 0 && answer.status === 422).length;
    const statuses = answers.map((answer) => answer.status).join(' ');
    console.log(
      `sign-in over two processes sharing Redis: ${checked} of 40 parallel wrong passwords checked ` +
        `(${checkedOnFirst} and ${checked - checkedOnFirst} per process), ${refused} refused with 429: ${statuses}`,
    );
    expect(checked).toBe(10);
    expect(refused).toBe(30);
    // Refused attempts gave their reservations back: the counters hold the checked failures alone.
    const redis = new Redis(redisUrl!);
    expect(Number(await redis.get(`${prefix}sign-in:failures:${email}`))).toBe(10);
    await redis.quit();

    for (const url of urls) {
      const answer = await signIn(url, password);
      expect(answer.status, url).toBe(429);
      expect(answer.body.code).toBe('sign_in_paused');
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});
