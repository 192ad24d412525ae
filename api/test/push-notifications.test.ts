import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { Agent, createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishJobs } from '../src/jobs/jobs-data';
import { operatorCommands, runOperatorCommand } from '../src/operator/commands';
import { call as callServer } from './support/http';
import { jobInput } from './support/jobs';
import { testOperatorContext } from './support/operator';
import { startTestServer, type TestServer } from './support/test-server';
import { registerVerifiedJumper } from './support/verified-jumper';

/** What a push service received: the request as it arrived. */
type Delivery = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/** A certificate for 127.0.0.1, made for this run, with its key. */
function localCertificate() {
  const folder = mkdtempSync(path.join(tmpdir(), 'jumpers-push-tls-'));
  const [key, cert] = [path.join(folder, 'key.pem'), path.join(folder, 'cert.pem')];
  const made = spawnSync('openssl', [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
    ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert],
  ]);
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${String(made.stderr)}`);
  const pair = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(folder, { recursive: true, force: true });
  return pair;
}

/**
 * A local stand-in for a push service (such as the browser vendor's), over HTTPS as every push service is: it takes
 * every notification with 201, except for the paths it answers with another status (410: the device unsubscribed).
 */
function startPushService(tls: { key: Buffer; cert: Buffer }, answers: Record<string, number>) {
  const deliveries: Delivery[] = [];
  const waiting: { path: string; resolve: (delivery: Delivery) => void }[] = [];
  const service: Server = createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const delivery = { path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) };
      deliveries.push(delivery);
      for (const waiter of waiting.filter((each) => each.path === delivery.path)) waiter.resolve(delivery);
      response.writeHead(answers[delivery.path] ?? 201).end();
    });
  });
  return {
    listening: new Promise<string>((resolve) =>
      service.listen(0, '127.0.0.1', () => resolve(`https://127.0.0.1:${(service.address() as AddressInfo).port}`)),
    ),
    /** The next notification to this path, or one that came already and was not taken. */
    next(path: string) {
      const index = deliveries.findIndex((delivery) => delivery.path === path);
      if (index >= 0) return Promise.resolve(deliveries.splice(index, 1)[0]!);
      return new Promise<Delivery>((resolve) => waiting.push({ path, resolve }));
    },
    close: () => new Promise<void>((resolve) => service.close(() => resolve())),
  };
}

/** A browser's push subscription: its key pair and auth secret, as `pushManager.subscribe` makes them. */
function deviceKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

/** Reads a notification as the device does: decrypted with its private key and auth secret (RFC 8291). */
const readNotification = (body: Buffer, ecdh: ECDH, auth: Buffer) =>
  JSON.parse(decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')) as unknown;

/** Checks the VAPID JWT of `Authorization: vapid t=…, k=…` with the server's public key (RFC 8292). */
function vapidClaims(authorization: string, publicKey: string) {
  const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(authorization) ?? [];
  expect(key).toBe(publicKey);
  const [header, payload, signature] = token!.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33).toString('base64url'),
  };
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  expect(signed).toBe(true);
  return JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as { aud: string; sub: string; exp: number };
}

const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:operator@jumpers.example' };
const tls = localCertificate();
const pushService = startPushService(tls, { '/push/gone': 410 });
let pushUrl: string;
let server: TestServer;
let anna: string;
let jobId: number;

type Device = { id: number; endpoint: string };
type Answer = { data: { public_key: string | null; devices: Device[] }; field_codes?: Record<string, string[]> };

const call = (key: string, method: string, path: string, body?: unknown) =>
  callServer<Answer>(`${server.url}${path}`, method, { key, body });

const operator = (...args: string[]) =>
  runOperatorCommand(operatorCommands, server.database.db, args[0]!, args.slice(1), testOperatorContext());

beforeAll(async () => {
  pushUrl = await pushService.listening;
  server = await startTestServer({ push: { vapid, agent: new Agent({ ca: tls.cert }) } });
  anna = (await registerVerifiedJumper(server, { email: 'anna.push@example.ch' })).key;
  jobId = (await publishJobs(server.database.db, [jobInput({ title: 'Night Porter', company: 'Hotel Bern' })]))[0]!;
  expect((await call(anna, 'POST', `/api/v1/applied_job/${jobId}`, { applied_job: {} })).status).toBe(201);
});

afterAll(async () => {
  await server.close();
  await pushService.close();
});

describe('Web Push of an application’s new stage', () => {
  it('sends the encrypted notification with the VAPID signature to each device, and forgets a device the push service says is gone', async () => {
    const phone = deviceKeys();
    const gone = deviceKeys();
    const added = await call(anna, 'POST', '/api/v1/push_subscriptions', {
      subscription: { endpoint: `${pushUrl}/push/phone`, keys: phone.keys },
    });
    expect(added.status).toBe(201);
    await call(anna, 'POST', '/api/v1/push_subscriptions', {
      subscription: { endpoint: `${pushUrl}/push/gone`, keys: gone.keys },
    });
    const listed = await call(anna, 'GET', '/api/v1/push_subscriptions');
    expect(listed.body.data.public_key).toBe(vapid.publicKey);
    expect(listed.body.data.devices.map((device) => device.endpoint).sort()).toEqual([
      `${pushUrl}/push/gone`,
      `${pushUrl}/push/phone`,
    ]);

    await operator('status', 'anna.push@example.ch', String(jobId), 'in_review');
    const delivered = await pushService.next('/push/phone');
    expect(delivered.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(delivered.headers.ttl)).toBeGreaterThan(0);
    const claims = vapidClaims(String(delivered.headers.authorization), vapid.publicKey);
    expect(claims).toMatchObject({ aud: pushUrl, sub: vapid.subject });
    expect(readNotification(delivered.body, phone.ecdh, phone.auth)).toEqual({
      title: 'jumpers',
      body: 'Your application for Night Porter: In review',
      url: '/jumper/engagement',
      tag: expect.stringMatching(/^application-\d+$/),
    });

    // The push service answered 410 for the other device: it is no longer stored, and the phone still is.
    await pushService.next('/push/gone');
    await expect
      .poll(async () =>
        (await call(anna, 'GET', '/api/v1/push_subscriptions')).body.data.devices.map((device) => device.endpoint),
      )
      .toEqual([`${pushUrl}/push/phone`]);
  });

  it('turns a device off for its own jumper only, and refuses an endpoint that is not a push service’s', async () => {
    const ben = (await registerVerifiedJumper(server, { email: 'ben.push@example.ch', first_name: 'Ben' })).key;
    const [phone] = (await call(anna, 'GET', '/api/v1/push_subscriptions')).body.data.devices;
    expect((await call(ben, 'DELETE', `/api/v1/push_subscriptions/${phone!.id}`)).status).toBe(404);
    expect((await call(anna, 'DELETE', `/api/v1/push_subscriptions/${phone!.id}`)).status).toBe(200);
    expect((await call(anna, 'GET', '/api/v1/push_subscriptions')).body.data.devices).toEqual([]);

    const refused = await call(anna, 'POST', '/api/v1/push_subscriptions', {
      subscription: { endpoint: 'http://127.0.0.1/push', keys: deviceKeys().keys },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.field_codes).toEqual({ 'subscription.endpoint': ['invalid'] });
  });
});
