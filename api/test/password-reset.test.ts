import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, users } from '../src/db/schema';
import type { RateLimits } from '../src/limits/rate-limiter';
import { call, registerJumper } from './support/http';
import { startTestServer, type TestServer } from './support/test-server';

const generous = { limit: 10_000, windowSeconds: 3600 };

/** A server whose mail goes to a fresh outbox folder; both are removed by `close`. */
async function startOutboxServer(rateLimits: Partial<RateLimits>) {
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'jumpers-outbox-'));
  const server = await startTestServer({ mail: { outboxDir }, rateLimits });
  return {
    server,
    outboxDir,
    api: `${server.url}/api/v1`,
    close: async () => {
      await server.close();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

describe('forgot password: one-time codes by mail, verification and reset', () => {
  let server: TestServer;
  let api: string;
  let outboxDir: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ server, api, outboxDir, close } = await startOutboxServer({
      registerPerIp: generous,
      otpGeneratePerIp: generous,
      otpGeneratePerEmail: generous,
      otpVerifyPerIp: generous,
      passwordResetPerIp: generous,
      signInPerIp: generous,
    }));
  });
  afterAll(() => close());

  /** The code of the newest message to `email` in the outbox. */
  function codeFromOutbox(email: string): string {
    const files = readdirSync(outboxDir)
      .filter((file) => file.endsWith(`-${email}.txt`))
      .sort();
    const text = readFileSync(path.join(outboxDir, files.at(-1)!), 'utf8');
    expect(text).toContain(`To: ${email}`);
    return /one-time code is (\d{4})\./.exec(text)![1]!;
  }

  const generate = (email: string) => call(`${api}/otp/generate`, 'POST', { body: { user: { email } } });
  const verify = (email: string, otp: string) => call(`${api}/otp/verify`, 'POST', { body: { user: { email, otp } } });
  const reset = (email: string, password = 'Kestrel!Bay42', confirmation = password) =>
    call(`${api}/user/password`, 'PATCH', {
      body: { user: { email, new_password: password, password_confirmation: confirmation } },
    });
  const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

  it('sends a code, verifies it, sets the new password and ends every session', async () => {
    const { email, password, key } = await registerJumper(server.url);
    const sent = await generate(email.toUpperCase());
    expect(sent).toMatchObject({
      status: 200,
      body: { message: 'OTP sent successfully', data: { email, expires_in_seconds: 600, resend_after_seconds: 60 } },
    });
    const code = codeFromOutbox(email);
    expect(code).toMatch(/^\d{4}$/);
    expect(await verify(email, code)).toMatchObject({ status: 200, body: { message: 'OTP verified successfully' } });
    expect(await reset(email)).toMatchObject({ status: 200, body: { message: 'Password updated successfully' } });

    expect((await call(`${api}/account_setting`, 'GET', { key })).status).toBe(401);
    const signIn = (secret: string) =>
      call(`${api}/user/sign_in`, 'POST', { body: { user: { email, password: secret } } });
    expect((await signIn(password)).status).toBe(422);
    expect((await signIn('Kestrel!Bay42')).status).toBe(200);
    // The verification is used up: a second reset needs a new code.
    expect(await reset(email, 'Other!Pass42')).toMatchObject({
      status: 422,
      body: { error: 'Please verify the one-time code first.', code: 'otp_not_verified' },
    });
  });

  it('stores the code only as a salted hash', async () => {
    const { email } = await registerJumper(server.url);
    await generate(email);
    const code = codeFromOutbox(email);
    const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
    const [row] = await server.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, user!.id));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash.length).toBeGreaterThan(20);
  });

  it('answers an unknown e-mail with User not found!', async () => {
    expect(await generate('nobody@example.com')).toMatchObject({
      status: 422,
      body: { error: 'User not found!', code: 'user_not_found' },
    });
  });

  it.each([
    ['', '1234', 'user.email', 'Please enter email.'],
    ['anna@', '1234', 'user.email', 'Please enter a valid email.'],
    ['anna@example.com', '', 'user.otp', 'Please enter OTP.'],
    ['anna@example.com', '12a4', 'user.otp', 'Please enter valid OTP.'],
    ['anna@example.com', '123', 'user.otp', 'Please enter valid OTP.'],
  ])('checks e-mail %j and code %j', async (email, otp, field, message) => {
    const answer = await verify(email, otp);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toMatchObject({ [field]: [message] });
  });

  it('refuses a wrong code with Invalid OTP!, and a code is dead after 5 tries', async () => {
    const { email } = await registerJumper(server.url);
    await generate(email);
    const code = codeFromOutbox(email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await verify(email, wrongCode(code))).toMatchObject({ status: 422, body: { error: 'Invalid OTP!' } });
    }
    expect((await verify(email, code)).status).toBe(422);
    // A new code works again.
    await generate(email);
    expect((await verify(email, codeFromOutbox(email))).status).toBe(200);
  });

  it('refuses an expired code and a used one, and a reset without a verified code', async () => {
    const { email } = await registerJumper(server.url);
    expect((await reset(email)).status).toBe(422);
    await generate(email);
    const code = codeFromOutbox(email);
    const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
    await server.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, user!.id));
    expect(await verify(email, code)).toMatchObject({ status: 422, body: { error: 'Invalid OTP!' } });

    await generate(email);
    const fresh = codeFromOutbox(email);
    expect((await verify(email, fresh)).status).toBe(200);
    expect((await verify(email, fresh)).status).toBe(422);
    // The verified code allows a reset only within its window.
    await server.database.db
      .update(oneTimeCodes)
      .set({ resetAllowedUntil: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, user!.id));
    expect((await reset(email)).status).toBe(422);
  });

  it('checks the new password with the rules of change password', async () => {
    const { email } = await registerJumper(server.url);
    await generate(email);
    await verify(email, codeFromOutbox(email));
    const weak = await reset(email, 'weakpassword');
    expect(weak.body.errors).toMatchObject({
      'user.new_password': [
        'Password must contain at least 8 characters, including uppercase, lowercase, number, and special character.',
      ],
    });
    const mismatch = await reset(email, 'Kestrel!Bay42', 'Kestrel!Bay43');
    expect(mismatch.body.errors).toMatchObject({
      'user.password_confirmation': ['Confirm password must be same as new password!.'],
    });
    // A refused password leaves the verification usable.
    expect((await reset(email)).status).toBe(200);
  });

  it('takes at most 10 failed verifications per account and day, with Retry-After', async () => {
    const { email } = await registerJumper(server.url);
    for (let round = 0; round < 2; round += 1) {
      await generate(email);
      const code = codeFromOutbox(email);
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await verify(email, wrongCode(code))).status).toBe(422);
    }
    await generate(email);
    const refused = await verify(email, codeFromOutbox(email));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('Too many wrong codes for this account today. Please try again tomorrow.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
  });
});

describe('forgot password: limits per IP and per e-mail', () => {
  let server: TestServer;
  let api: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ server, api, close } = await startOutboxServer({
      otpGeneratePerEmail: { limit: 2, windowSeconds: 3600 },
      otpGeneratePerIp: { limit: 4, windowSeconds: 3600 },
      otpVerifyPerIp: { limit: 3, windowSeconds: 900 },
      passwordResetPerIp: { limit: 2, windowSeconds: 900 },
    }));
  });
  afterAll(() => close());

  it('limits code requests per e-mail, then per IP', async () => {
    const first = await registerJumper(server.url);
    const second = await registerJumper(server.url);
    const generate = (email: string) => call(`${api}/otp/generate`, 'POST', { body: { user: { email } } });
    expect((await generate(first.email)).status).toBe(200);
    expect((await generate(first.email)).status).toBe(200);
    const perEmail = await generate(first.email);
    expect(perEmail.status).toBe(429);
    expect(Number(perEmail.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await generate(second.email)).status).toBe(200);
    expect((await generate(second.email)).status).toBe(429);
  });

  it('limits verifications and resets per IP', async () => {
    const verify = () => call(`${api}/otp/verify`, 'POST', { body: { user: { email: 'x@example.com', otp: '1234' } } });
    expect([(await verify()).status, (await verify()).status, (await verify()).status]).toEqual([422, 422, 422]);
    expect((await verify()).status).toBe(429);
    const reset = () =>
      call(`${api}/user/password`, 'PATCH', {
        body: {
          user: { email: 'x@example.com', new_password: 'Kestrel!Bay42', password_confirmation: 'Kestrel!Bay42' },
        },
      });
    expect([(await reset()).status, (await reset()).status, (await reset()).status]).toEqual([422, 422, 429]);
  });
});
