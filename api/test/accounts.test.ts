import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionPolicy } from '../src/auth/sessions';
import { sessions, users } from '../src/db/schema';
import { call, registerJumper, registration } from './support/http';
import { startTestServer, type TestServer } from './support/test-server';

const generous = { limit: 10_000, windowSeconds: 3600 };

describe('accounts: registration, sign-in, sessions, password change, account setting', () => {
  let server: TestServer;
  let api: string;

  beforeAll(async () => {
    // Per-IP limits are tested in their own block; here every request comes from 127.0.0.1.
    server = await startTestServer({
      rateLimits: { registerPerIp: generous, registerPerEmail: generous, signInPerIp: generous },
    });
    api = `${server.url}/api/v1`;
  });
  afterAll(() => server.close());

  const signIn = (email: string, password: string) =>
    call<{ authentication_key: string; documents: Record<string, unknown>; user: Record<string, unknown> }>(
      `${api}/user/sign_in`,
      'POST',
      { body: { user: { email, password } } },
    );

  describe('registration', () => {
    it('creates the account and answers a working authentication key', async () => {
      const body = registration({ email: 'New.Jumper@Example.com', mobile_number: 41791234567 });
      const answer = await call<Record<string, unknown>>(`${api}/user`, 'POST', { body });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        message: 'Jumper Registered Successfully.',
        user: { email: 'new.jumper@example.com', first_name: 'Anna', last_name: 'Muster', role: 'jumper' },
        documents: { complete: false, is_verified_documents: false, upload_cv_url: null },
      });
      const key = answer.body.authentication_key as string;
      expect(Buffer.from(key, 'base64url').length).toBeGreaterThanOrEqual(16);

      const setting = await call(`${api}/account_setting`, 'GET', { key });
      expect(setting).toMatchObject({
        status: 200,
        body: { data: { email: 'new.jumper@example.com', mobile_number: '+41791234567', country_code: '+41' } },
      });
      const [stored] = await server.database.db.select().from(users).where(eq(users.email, 'new.jumper@example.com'));
      expect(stored).toMatchObject({ gender: 1, pronounce: 'she/her', dob: '1994-03-12', firstName: 'Anna' });
      // argon2id, 46 MiB, one pass: the parameters are part of the stored hash.
      expect(stored!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=47104,t=1,p=1\$/);
    });

    // Regression: with +41 chosen, the national number 79 123 45 67 was refused (only 10 to 15 digits passed),
    // and 079 123 45 67 was stored as typed beside the calling code.
    it.each([
      ['+41', '79 123 45 67', '+41791234567', '+41'],
      ['+41', '079 123 45 67', '+41791234567', '+41'],
      ['+41', '+4179 123 45 67', '+41791234567', '+41'],
      ['+41', '0041 79-123.45.67', '+41791234567', '+41'],
      ['+49', '01512 3456789', '+4915123456789', '+49'],
      ['+49', '1512 3456789', '+4915123456789', '+49'],
      // A number with its own calling code keeps it, whatever was chosen.
      ['+41', '+49 1512 3456789', '+4915123456789', '+49'],
    ])('with %s, takes %s and stores %s in E.164', async (countryCode, typed, stored, storedCode) => {
      const body = registration({ country_code: countryCode, mobile_number: typed });
      const answer = await call<{ authentication_key: string }>(`${api}/user`, 'POST', { body });
      expect(answer.status).toBe(201);
      const setting = await call(`${api}/account_setting`, 'GET', { key: answer.body.authentication_key });
      expect(setting.body).toMatchObject({ data: { mobile_number: stored, country_code: storedCode } });
      const [row] = await server.database.db.select().from(users).where(eq(users.email, body.user.email));
      expect(row).toMatchObject({ mobileNumber: stored, countryCode: storedCode });
    });

    it('reads a number stored before numbers were parsed (0791234567 beside +41) in E.164, and as people read it', async () => {
      const { key, email } = await registerJumper(server.url);
      await server.database.db
        .update(users)
        .set({ mobileNumber: '0791234567', countryCode: '+41' })
        .where(eq(users.email, email));
      const setting = await call(`${api}/account_setting`, 'GET', { key });
      expect(setting.body).toMatchObject({
        data: { mobile_number: '+41791234567', mobile_number_display: '+41 79 123 45 67', country_code: '+41' },
      });
      const profile = await call(`${api}/jumper_profile`, 'GET', { key });
      expect(profile.body).toMatchObject({
        data: { mobile_number: '+41791234567', mobile_number_display: '+41 79 123 45 67' },
      });
      // One that does not parse is answered as it was stored, for reading too.
      await server.database.db.update(users).set({ mobileNumber: '1234567890' }).where(eq(users.email, email));
      expect((await call(`${api}/account_setting`, 'GET', { key })).body).toMatchObject({
        data: { mobile_number: '1234567890', mobile_number_display: '1234567890' },
      });
    });

    it.each([
      ['first_name', { first_name: '  ' }, 'Please enter your first name.'],
      ['last_name', { last_name: '' }, 'Please enter your last name.'],
      ['pronounce', { pronounce: '' }, 'Please enter your pronounce.'],
      ['dob', { dob: '2999-01-01' }, 'Please enter a valid date of birth.'],
      ['mobile_number', { mobile_number: '07912a4567' }, 'Please enter a valid mobile number.'],
      ['mobile_number', { mobile_number: '079123' }, 'Mobile number must be between 10 and 15 digits.'],
      ['mobile_number', { mobile_number: '0791234567890123' }, 'Mobile number must be between 10 and 15 digits.'],
      ['mobile_number', { mobile_number: '12 345 67 89' }, 'Please enter a valid mobile number.'],
      ['mobile_number', { mobile_number: '79 123' }, 'Mobile number must be between 10 and 15 digits.'],
      ['email', { email: '' }, 'Please enter email.'],
      ['email', { email: 'anna@example' }, 'Please enter a valid email.'],
      [
        'password',
        { password: 'Ab!defg' },
        'Password must contain at least 8 characters, including alphabet and special character.',
      ],
      [
        'password',
        { password: '12345678!' },
        'Password must contain at least 8 characters, including alphabet and special character.',
      ],
      [
        'password',
        { password: 'Abcdefgh1' },
        'Password must contain at least 8 characters, including alphabet and special character.',
      ],
      ['password', { password: 'Password1!' }, 'This password is too common. Please choose a less predictable one.'],
      ['password', { password: 'P@ssw0rd' }, 'This password is too common. Please choose a less predictable one.'],
    ])('refuses a bad %s with the first version’s message (%j)', async (field, overrides, message) => {
      const answer = await call(`${api}/user`, 'POST', { body: registration(overrides) });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toMatchObject({ [`user.${field}`]: [message] });
      expect(answer.body.error).toBe(message);
    });

    it('refuses a missing field, an unknown field, a wrong type and a role other than jumper', async () => {
      const { user } = registration();
      const { gender: _gender, ...withoutGender } = user;
      for (const body of [
        { user: withoutGender },
        { user: { ...user, is_admin: true } },
        { user: { ...user, gender: 'female' } },
        { user: { ...user, role: 'company' } },
      ]) {
        const answer = await call(`${api}/user`, 'POST', { body });
        expect(answer.status, JSON.stringify(body)).toBe(422);
        expect(typeof answer.body.error).toBe('string');
      }
      expect(await server.database.db.select().from(users).where(eq(users.email, user.email))).toEqual([]);
    });

    it('accepts a 64-character password and signs in with it', async () => {
      const password = `${'Lg7!'.repeat(16)}`;
      const { email } = await registerJumper(server.url, { password });
      expect((await signIn(email, password)).status).toBe(200);
    });

    it('answers a registered e-mail, in any case, with a clear 422', async () => {
      const { email } = await registerJumper(server.url);
      const answer = await call(`${api}/user`, 'POST', { body: registration({ email: email.toUpperCase() }) });
      expect(answer.status).toBe(422);
      expect(answer.body.error).toBe('An account with this e-mail already exists. Please sign in instead.');
      expect(await server.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    });

    it('creates one account when the same e-mail registers twice at once', async () => {
      const body = registration();
      const answers = await Promise.all([1, 2, 3].map(() => call(`${api}/user`, 'POST', { body })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422]);
      expect(await server.database.db.select().from(users).where(eq(users.email, body.user.email))).toHaveLength(1);
    });
  });

  describe('sign-in and sessions', () => {
    it('signs in with a new key each time and reports missing documents', async () => {
      const { email, password, key: registrationKey } = await registerJumper(server.url);
      const first = await signIn(email.toUpperCase(), password);
      const second = await signIn(email, password);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        message: 'Login Successfull',
        user: { email },
        documents: {
          upload_cv_url: null,
          certificate_documents_count: 0,
          employment_references_count: 0,
          is_verified_documents: false,
          complete: false,
        },
      });
      const keys = [registrationKey, first.body.authentication_key, second.body.authentication_key];
      expect(new Set(keys).size).toBe(3);
      for (const key of keys) expect((await call(`${api}/account_setting`, 'GET', { key })).status).toBe(200);
    });

    it('stores only a hash of the key', async () => {
      const { key } = await registerJumper(server.url);
      const rows = await server.database.db.select().from(sessions);
      expect(rows.length).toBeGreaterThan(0);
      expect(JSON.stringify(rows)).not.toContain(key);
    });

    it.each([
      ['a wrong password', (email: string) => [email, 'Wrong!pass9']],
      ['an unknown e-mail', () => ['nobody@example.com', 'Wander!lust7']],
    ])('answers %s with 422 Incorrect username or password.', async (_case, credentials) => {
      const { email } = await registerJumper(server.url);
      const [who, password] = credentials(email);
      const answer = await signIn(who!, password!);
      expect(answer).toMatchObject({ status: 422, body: { error: 'Incorrect username or password.' } });
    });

    it('asks for e-mail and password with the first version’s messages', async () => {
      const answer = await call(`${api}/user/sign_in`, 'POST', { body: { user: { email: '', password: '' } } });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({
        'user.email': ['Please enter email.'],
        'user.password': ['Please enter password.'],
      });
    });

    it('logs out: the key dies on the server, other keys live on', async () => {
      const { email, password, key } = await registerJumper(server.url);
      const other = (await signIn(email, password)).body.authentication_key;
      const logout = await fetch(`${api}/user/sign_out`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${key}` },
      });
      expect(logout.status).toBe(204);
      expect(await logout.text()).toBe('');
      const after = await call(`${api}/account_setting`, 'GET', { key });
      expect(after).toMatchObject({
        status: 401,
        body: { error: 'Your session has ended. Please sign in again.', code: 'session_ended' },
      });
      expect((await call(`${api}/user/sign_out`, 'DELETE', { key })).status).toBe(401);
      expect((await call(`${api}/account_setting`, 'GET', { key: other })).status).toBe(200);
    });

    it('ends a session after its idle time and after its absolute lifetime', async () => {
      const idle = await registerJumper(server.url);
      const old = await registerJumper(server.url);
      const db = server.database.db;
      const idleUser = (await db.select().from(users).where(eq(users.email, idle.email)))[0]!;
      const oldUser = (await db.select().from(users).where(eq(users.email, old.email)))[0]!;
      await db
        .update(sessions)
        .set({ lastUsedAt: new Date(Date.now() - sessionPolicy.idleMs - 1000) })
        .where(eq(sessions.userId, idleUser.id));
      await db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, oldUser.id));
      for (const key of [idle.key, old.key]) {
        const answer = await call(`${api}/account_setting`, 'GET', { key });
        expect(answer).toMatchObject({
          status: 401,
          body: { error: 'Your session has expired. Please sign in again.', code: 'session_expired' },
        });
      }
      // Within both limits the key works, and using it moves the idle limit on.
      const fresh = await registerJumper(server.url);
      const freshUser = (await db.select().from(users).where(eq(users.email, fresh.email)))[0]!;
      const almostIdle = new Date(Date.now() - sessionPolicy.idleMs + 60_000);
      await db.update(sessions).set({ lastUsedAt: almostIdle }).where(eq(sessions.userId, freshUser.id));
      expect((await call(`${api}/account_setting`, 'GET', { key: fresh.key })).status).toBe(200);
      const [touched] = await db.select().from(sessions).where(eq(sessions.userId, freshUser.id));
      expect(touched!.lastUsedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    });
  });

  describe('change password', () => {
    const change = (key: string, user: Record<string, string>) =>
      call(`${api}/change_password`, 'PUT', { key, body: { user } });

    it('checks the current password', async () => {
      const { key } = await registerJumper(server.url);
      const answer = await change(key, {
        current_password: 'Not!mine42',
        new_password: 'Fresh!Start42',
        new_password_confirmation: 'Fresh!Start42',
      });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        error: 'Current password is incorrect.',
        code: 'current_password_incorrect',
        errors: { 'user.current_password': ['Current password is incorrect.'] },
        field_codes: { 'user.current_password': ['current_password_incorrect'] },
      });
    });

    it.each([
      [{ current_password: '' }, 'user.current_password', 'Please enter current password.'],
      [{ new_password: '' }, 'user.new_password', 'Please enter new password.'],
      [{ new_password_confirmation: '' }, 'user.new_password_confirmation', 'Please enter confirm password.'],
      [
        { new_password: 'fresh!start42', new_password_confirmation: 'fresh!start42' },
        'user.new_password',
        'Password must contain at least 8 characters, including uppercase, lowercase, number, and special character.',
      ],
      [
        { new_password: 'Fresh!Start42?', new_password_confirmation: 'Fresh!Start42?' },
        'user.new_password',
        'Password must contain at least 8 characters, including uppercase, lowercase, number, and special character.',
      ],
      [
        { new_password: 'Password1!', new_password_confirmation: 'Password1!' },
        'user.new_password',
        'This password is too common. Please choose a less predictable one.',
      ],
      [
        { new_password_confirmation: 'Fresh!Start43' },
        'user.new_password_confirmation',
        'Confirm password must be same as new password!.',
      ],
    ])('refuses %j', async (overrides, field, message) => {
      const { key, password } = await registerJumper(server.url);
      const answer = await change(key, {
        current_password: password,
        new_password: 'Fresh!Start42',
        new_password_confirmation: 'Fresh!Start42',
        ...overrides,
      });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toMatchObject({ [field]: [message] });
    });

    it('changes it, keeps this session and ends the others', async () => {
      const { email, password, key } = await registerJumper(server.url);
      const otherKey = (await signIn(email, password)).body.authentication_key;
      const answer = await change(key, {
        current_password: password,
        new_password: 'Fresh!Start42',
        new_password_confirmation: 'Fresh!Start42',
      });
      expect(answer).toMatchObject({ status: 200, body: { data: 'Password changed successfully.' } });
      expect((await call(`${api}/account_setting`, 'GET', { key })).status).toBe(200);
      expect((await call(`${api}/account_setting`, 'GET', { key: otherKey })).status).toBe(401);
      expect((await signIn(email, password)).status).toBe(422);
      expect((await signIn(email, 'Fresh!Start42')).status).toBe(200);
    });
  });

  describe('account setting', () => {
    it("updates the mobile number in E.164, typed for the account's country or with its own calling code", async () => {
      const { key, email } = await registerJumper(server.url);
      for (const [mobile_number, stored, country_code] of [
        ['79 876 54 32', '+41798765432', '+41'],
        [41781112233, '+41781112233', '+41'],
        ['+49 1512 3456789', '+4915123456789', '+49'],
        // The account's country is now Germany: a national number is a German one.
        ['0170 1234567', '+491701234567', '+49'],
      ] as const) {
        const answer = await call(`${api}/update_account_setting`, 'PUT', { key, body: { user: { mobile_number } } });
        expect(answer).toMatchObject({
          status: 200,
          body: {
            message: 'Mobile Number Updated SuccessFully.',
            data: { email, mobile_number: stored, country_code },
          },
        });
      }
      const read = await call(`${api}/account_setting`, 'GET', { key });
      expect(read.body).toMatchObject({ data: { email, mobile_number: '+491701234567', country_code: '+49' } });
    });

    it.each([
      ['07912', 'Mobile number must be between 10 and 15 digits.'],
      ['1234567890123456', 'Mobile number must be between 10 and 15 digits.'],
      ['123456789', 'Please enter a valid mobile number.'],
      ['07912 3456a', 'Please enter a valid mobile number.'],
      // A Zurich landline: not a mobile number.
      ['044 123 45 67', 'Please enter a valid mobile number.'],
    ])('refuses %s', async (mobile_number, message) => {
      const { key } = await registerJumper(server.url);
      const answer = await call(`${api}/update_account_setting`, 'PUT', { key, body: { user: { mobile_number } } });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ 'user.mobile_number': [message] });
    });

    it('keeps the e-mail read-only', async () => {
      const { key, email } = await registerJumper(server.url);
      const answer = await call(`${api}/update_account_setting`, 'PUT', {
        key,
        body: { user: { mobile_number: '0791234567', email: 'other@example.com' } },
      });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ 'user.email': ['This field is not accepted here.'] });
      expect((await call(`${api}/account_setting`, 'GET', { key })).body).toMatchObject({ data: { email } });
    });
  });
});

describe('accounts: rate limits', () => {
  let server: TestServer;
  let api: string;

  beforeAll(async () => {
    server = await startTestServer({
      rateLimits: {
        registerPerIp: { limit: 6, windowSeconds: 3600 },
        registerPerEmail: { limit: 2, windowSeconds: 3600 },
        signInPerIp: { limit: 30, windowSeconds: 900 },
      },
    });
    api = `${server.url}/api/v1`;
  });
  afterAll(() => server.close());

  it('locks an account after 10 failed sign-ins, even for the right password, with Retry-After', async () => {
    const victim = await registerJumper(server.url);
    const bystander = await registerJumper(server.url);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const answer = await call(`${api}/user/sign_in`, 'POST', {
        body: { user: { email: victim.email, password: `Guess!${attempt}x` } },
      });
      expect(answer.status, `attempt ${attempt}`).toBe(422);
    }
    const locked = await call(`${api}/user/sign_in`, 'POST', {
      body: { user: { email: victim.email, password: victim.password } },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe(
      'Too many failed sign-ins for this account. Please try again later or reset your password.',
    );
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const other = await call(`${api}/user/sign_in`, 'POST', {
      body: { user: { email: bystander.email, password: bystander.password } },
    });
    expect(other.status).toBe(200);
  });

  it('limits sign-in attempts per IP', async () => {
    let answer;
    let attempts = 0;
    do {
      attempts += 1;
      answer = await call(`${api}/user/sign_in`, 'POST', {
        body: { user: { email: `x${attempts}@example.com`, password: 'Some!pass1' } },
      });
    } while (answer.status === 422 && attempts < 40);
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(attempts).toBe(31 - 12); // 12 attempts were made by the test above (two registrations do not count).
  });

  it('limits registrations per e-mail and per IP', async () => {
    const body = registration();
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      statuses.push((await call(`${api}/user`, 'POST', { body })).status);
    expect(statuses).toEqual([201, 422, 429]);
    // Six per IP in all: two by the first test, three just now, so one more goes through.
    expect((await call(`${api}/user`, 'POST', { body: registration() })).status).toBe(201);
    const refused = await call(`${api}/user`, 'POST', { body: registration() });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
  });
});
