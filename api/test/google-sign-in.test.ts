import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { call, registerJumper } from './support/http';
import { startTestServer, type TestServer } from './support/test-server';

const clientId = 'jumpers-test.apps.googleusercontent.com';

describe('Google sign-in with an ID token verified against published keys', () => {
  let jwksServer: Server;
  let jwksUrl: string;
  let signingKey: CryptoKey;
  let strangerKey: CryptoKey;
  let server: TestServer;
  let unconfigured: TestServer;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    signingKey = pair.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    jwksServer = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/oauth2/v3/certs`;
    server = await startTestServer({ google: { clientId, jwksUrl } });
    unconfigured = await startTestServer({ google: { jwksUrl } });
  });
  afterAll(async () => {
    await server.close();
    await unconfigured.close();
    await new Promise((resolve) => jwksServer.close(resolve));
  });

  async function idToken(claims: JWTPayload = {}, options: { key?: CryptoKey; expires?: string | number } = {}) {
    return new SignJWT({
      email: 'gina@example.com',
      email_verified: true,
      given_name: 'Gina',
      family_name: 'Berg',
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer((claims.iss as string | undefined) ?? 'https://accounts.google.com')
      .setAudience((claims.aud as string | undefined) ?? clientId)
      .setSubject((claims.sub as string | undefined) ?? '1234567890')
      .setIssuedAt()
      .setExpirationTime(options.expires ?? '1h')
      .sign(options.key ?? signingKey);
  }

  const googleSignIn = (target: TestServer, token: string) =>
    call(`${target.url}/api/v1/user/sign_in`, 'POST', { body: { user: { login_type: 'google', id_token: token } } });

  it('creates the account for an unknown verified e-mail, then signs it in', async () => {
    const created = await googleSignIn(server, await idToken());
    expect(created).toMatchObject({
      status: 201,
      body: {
        user: { email: 'gina@example.com', first_name: 'Gina', last_name: 'Berg' },
        documents: { complete: false },
      },
    });
    const again = await googleSignIn(server, await idToken());
    expect(again.status).toBe(200);
    expect(again.body.authentication_key).not.toBe(created.body.authentication_key);
    const key = again.body.authentication_key as string;
    expect((await call(`${server.url}/api/v1/account_setting`, 'GET', { key })).body).toMatchObject({
      data: { email: 'gina@example.com' },
    });
    const rows = await server.database.db.select().from(users).where(eq(users.email, 'gina@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ googleSubject: '1234567890', passwordHash: null });
  });

  it('signs an existing e-mail account in and links it to the Google subject', async () => {
    const { email } = await registerJumper(server.url);
    const answer = await googleSignIn(server, await idToken({ email, sub: 'linked-subject' }));
    expect(answer).toMatchObject({ status: 200, body: { user: { email } } });
    const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.googleSubject).toBe('linked-subject');
  });

  it.each([
    ['another audience', () => idToken({ aud: 'someone-else.apps.googleusercontent.com' })],
    ['another issuer', () => idToken({ iss: 'https://accounts.example.com' })],
    ['an expired token', () => idToken({}, { expires: Math.floor(Date.now() / 1000) - 3600 })],
    ['a key Google did not publish', () => idToken({}, { key: strangerKey })],
    ['an unverified e-mail', () => idToken({ email_verified: false, email: 'unverified@example.com' })],
    ['a bare subject id', async () => '1234567890'],
    ['a token without signature', async () => (await idToken()).split('.').slice(0, 2).join('.') + '.'],
  ])('refuses %s with 422 and creates nothing', async (_case, token) => {
    const before = await server.database.db.select().from(users);
    const answer = await googleSignIn(server, await token());
    expect(answer).toMatchObject({ status: 422, body: { error: 'Login Failed', code: 'google_sign_in_failed' } });
    expect(await server.database.db.select().from(users)).toHaveLength(before.length);
  });

  it('refuses the first version’s access_token field and a missing token', async () => {
    const url = `${server.url}/api/v1/user/sign_in`;
    const withAccessToken = await call(url, 'POST', {
      body: { user: { email: 'gina@example.com', login_type: 'google', access_token: '1234567890' } },
    });
    expect(withAccessToken.status).toBe(422);
    expect(withAccessToken.body.errors).toMatchObject({ 'user.access_token': ['This field is not accepted here.'] });
    const missing = await call(url, 'POST', { body: { user: { login_type: 'google' } } });
    expect(missing).toMatchObject({
      status: 422,
      body: { errors: { 'user.id_token': ['A Google ID token is required.'] } },
    });
  });

  it('refuses Google sign-in when GOOGLE_CLIENT_ID is not configured', async () => {
    const answer = await googleSignIn(unconfigured, await idToken());
    expect(answer).toMatchObject({
      status: 422,
      body: { error: 'Google sign-in is not configured on this server.', code: 'google_sign_in_unavailable' },
    });
  });
});
