import { createPublicKey, verify } from 'node:crypto';
import { Agent } from 'node:https';
import webpush from 'web-push';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/database';
import { pushOutbox } from '../src/db/schema';
import { publishJobs } from '../src/jobs/jobs-data';
import { operatorCommands, runOperatorCommand } from '../src/operator/commands';
import { deliverQueuedPush } from '../src/push/push-outbox';
import { call as callServer } from './support/http';
import { jobInput } from './support/jobs';
import { testOperatorContext } from './support/operator';
import { deviceKeys, localCertificate, readNotification, startPushService } from './support/push-service';
import { startTestServer, type TestServer } from './support/test-server';
import { registerVerifiedJumper } from './support/verified-jumper';

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
const pushAnswers: Record<string, number | number[]> = { '/push/gone': 410 };
const pushService = startPushService(tls, pushAnswers);
const agent = new Agent({ ca: tls.cert });
/** What the server sends with, for the tests' own delivery runs. */
const sending = { vapid, agent };
let pushUrl: string;
let server: TestServer;
/** The server's database, which the tests' own delivery runs work on beside the server's. */
let db: Database;
let anna: string;
let jobId: number;

type Device = { id: number; endpoint: string };
type Answer = { data: { public_key: string | null; devices: Device[] }; field_codes?: Record<string, string[]> };

const call = (key: string, method: string, path: string, body?: unknown) =>
  callServer<Answer>(`${server.url}${path}`, method, { key, body });

const rowsOf = (subscriptionId: number) =>
  db.select().from(pushOutbox).where(eq(pushOutbox.subscriptionId, subscriptionId)).orderBy(pushOutbox.id);

/** A moment this many minutes from now, for a delivery run that retries are due by. */
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

const operator = (...args: string[]) =>
  runOperatorCommand(operatorCommands, server.database.db, args[0]!, args.slice(1), testOperatorContext());

beforeAll(async () => {
  pushUrl = await pushService.listening;
  server = await startTestServer({ push: { vapid, agent } });
  db = server.database.db;
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

    // A notification of before that still waits for the device that is gone (its retry not yet due).
    const goneId = listed.body.data.devices.find((device) => device.endpoint.endsWith('/gone'))!.id;
    await db.insert(pushOutbox).values({
      subscriptionId: goneId,
      notice: { title: 'jumpers', body: 'Earlier', url: '/jumper/engagement', tag: 'earlier' },
      sendAfter: new Date(Date.now() + 600_000),
    });

    await operator('status', 'anna.push@example.ch', String(jobId), 'in_review');
    const delivered = await pushService.next('/push/phone');
    expect(delivered.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(delivered.headers.ttl)).toBeGreaterThan(0);
    const claims = vapidClaims(String(delivered.headers.authorization), vapid.publicKey);
    expect(claims).toMatchObject({ aud: pushUrl, sub: vapid.subject });
    // Tapping it opens the application's card in its list.
    const applied = await callServer<{ data: { data: { id: number }[] } }>(
      `${server.url}/api/v1/applied_jobs?is_applied=true`,
      'GET',
      { key: anna },
    );
    const [application] = applied.body.data.data;
    expect(readNotification(delivered.body, phone.ecdh, phone.auth)).toEqual({
      title: 'jumpers',
      body: 'Your application for Night Porter: In review',
      url: `/jumper/engagement?application=${application!.id}`,
      tag: `application-${application!.id}`,
    });

    // The push service answered 410 for the other device: it is no longer stored, and the phone still is.
    await pushService.next('/push/gone');
    await expect
      .poll(async () =>
        (await call(anna, 'GET', '/api/v1/push_subscriptions')).body.data.devices.map((device) => device.endpoint),
      )
      .toEqual([`${pushUrl}/push/phone`]);
    // What waited for it went with it; the phone's notification is marked sent.
    expect(await rowsOf(goneId)).toEqual([]);
    const phoneId = listed.body.data.devices.find((device) => device.endpoint.endsWith('/phone'))!.id;
    await vi.waitFor(async () => expect((await rowsOf(phoneId))[0]!.sentAt).not.toBeNull());
    expect(await rowsOf(phoneId)).toMatchObject([{ attempts: 1, lastError: null, givenUpAt: null }]);
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

describe('the push outbox', () => {
  /** A jumper who applied to the job, with one device at `path` of a push service. */
  async function jumperWithDevice(name: string, path: string, service = pushUrl) {
    const email = `${name}.push@example.ch`;
    const { key } = await registerVerifiedJumper(server, { email, first_name: name });
    expect((await call(key, 'POST', `/api/v1/applied_job/${jobId}`, { applied_job: {} })).status).toBe(201);
    const device = deviceKeys();
    const added = await callServer<{ data: Device }>(`${server.url}/api/v1/push_subscriptions`, 'POST', {
      key,
      body: { subscription: { endpoint: `${service}${path}`, keys: device.keys } },
    });
    expect(added.status).toBe(201);
    return { email, device, subscriptionId: added.body.data.id };
  }
  const receivedAt = (path: string) => pushService.received.filter((request) => request.path === path);

  it('keeps a notification the push service answered 503 for, and sends it once after its Retry-After', async () => {
    pushAnswers['/push/busy'] = [503];
    const carla = await jumperWithDevice('carla', '/push/busy');
    await operator('status', carla.email, String(jobId), 'in_review');
    // The server tries at once, after the commit, and is told to come back in two minutes.
    await vi.waitFor(async () =>
      expect((await rowsOf(carla.subscriptionId))[0]?.lastError).toBe('The push service answered 503.'),
    );
    const [kept] = await rowsOf(carla.subscriptionId);
    expect(kept).toMatchObject({ attempts: 1, sentAt: null, givenUpAt: null });
    expect(kept!.sendAfter.getTime()).toBeGreaterThan(Date.now() + 100_000);
    await deliverQueuedPush(db, sending, later(1));
    expect(receivedAt('/push/busy').map((request) => request.status)).toEqual([503]);

    expect(await deliverQueuedPush(db, sending, later(3))).toMatchObject({ sent: 1, failed: 0 });
    const requests = receivedAt('/push/busy');
    expect(requests.map((request) => request.status)).toEqual([503, 201]);
    expect(readNotification(requests[1]!.body, carla.device.ecdh, carla.device.auth)).toMatchObject({
      body: 'Your application for Night Porter: In review',
    });
    const [sent] = await rowsOf(carla.subscriptionId);
    expect(sent).toMatchObject({ attempts: 2, lastError: null, givenUpAt: null });
    expect(sent!.sentAt).not.toBeNull();
    // Sent is sent: no later run sends it again.
    await deliverQueuedPush(db, sending, later(120));
    expect(receivedAt('/push/busy')).toHaveLength(2);
  });

  it('sends what was changed while the push service could not be reached once it is back', async () => {
    const down = startPushService(tls, {});
    const downUrl = await down.listening;
    await down.close();
    const dario = await jumperWithDevice('dario', '/push/away', downUrl);
    await operator('status', dario.email, String(jobId), 'shortlisted');
    await vi.waitFor(async () => expect((await rowsOf(dario.subscriptionId))[0]?.lastError).toMatch(/ECONNREFUSED/));
    const [kept] = await rowsOf(dario.subscriptionId);
    expect(kept).toMatchObject({ attempts: 1, sentAt: null });
    // The device's address is its own secret: the error keeps none of it.
    expect(kept!.lastError).not.toContain('/push/away');

    const back = startPushService(tls, {}, Number(new URL(downUrl).port));
    await back.listening;
    try {
      expect(await deliverQueuedPush(db, sending, later(2))).toMatchObject({ sent: 1, failed: 0 });
      const delivered = await back.next('/push/away');
      expect(readNotification(delivered.body, dario.device.ecdh, dario.device.auth)).toMatchObject({
        body: 'Your application for Night Porter: Shortlisted',
      });
      expect(back.received).toHaveLength(1);
      const [sent] = await rowsOf(dario.subscriptionId);
      expect(sent).toMatchObject({ attempts: 2, lastError: null });
      expect(sent!.sentAt).not.toBeNull();
    } finally {
      await back.close();
    }
  });

  it('sends each notification once when two deliveries run at the same time', async () => {
    const elena = await jumperWithDevice('elena', '/push/many');
    // Due in ten minutes, so that the server's own delivery leaves them to this test; more than one claim's batch.
    const tags = Array.from({ length: 45 }, (_, index) => `notice-${String(index).padStart(2, '0')}`);
    await db.insert(pushOutbox).values(
      tags.map((tag) => ({
        subscriptionId: elena.subscriptionId,
        notice: { title: 'jumpers', body: tag, url: '/jumper/engagement', tag },
        sendAfter: later(10),
      })),
    );
    const runs = await Promise.all([
      deliverQueuedPush(db, sending, later(11)),
      deliverQueuedPush(db, sending, later(11)),
    ]);
    expect(runs[0].sent + runs[1].sent).toBe(tags.length);
    const got = receivedAt('/push/many').map(
      (request) => (readNotification(request.body, elena.device.ecdh, elena.device.auth) as { tag: string }).tag,
    );
    expect(got.sort()).toEqual(tags);
    const rows = await rowsOf(elena.subscriptionId);
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });

  it('queues nothing for a change that is not stored', async () => {
    const fabio = await jumperWithDevice('fabio', '/push/quiet');
    // The e-mail cannot be stored: the change rolls back, and its notification with it.
    await db.execute(sql`create function refuse_mail() returns trigger language plpgsql as $$
      begin raise exception 'no mail'; end $$`);
    await db.execute(
      sql`create trigger refuse_mail before insert on mail_outbox for each row execute function refuse_mail()`,
    );
    try {
      await expect(operator('status', fabio.email, String(jobId), 'in_review')).rejects.toThrow();
    } finally {
      await db.execute(sql`drop trigger refuse_mail on mail_outbox`);
      await db.execute(sql`drop function refuse_mail()`);
    }
    expect(await rowsOf(fabio.subscriptionId)).toEqual([]);

    await operator('status', fabio.email, String(jobId), 'hired');
    await pushService.next('/push/quiet');
    await vi.waitFor(async () => expect((await rowsOf(fabio.subscriptionId))[0]?.sentAt).not.toBeNull());
    // Hired is final: a change from it is refused, and tells of nothing.
    await expect(operator('status', fabio.email, String(jobId), 'in_review')).rejects.toThrow(/cannot move/);
    expect(await rowsOf(fabio.subscriptionId)).toHaveLength(1);
    await deliverQueuedPush(db, sending, later(120));
    expect(receivedAt('/push/quiet')).toHaveLength(1);
  });

  it('gives up a notification a day old unsent, and sends a younger one for what is left of its day', async () => {
    const gina = await jumperWithDevice('gina', '/push/late');
    const notice = (tag: string) => ({ title: 'jumpers', body: tag, url: '/jumper/engagement', tag });
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);
    await db.insert(pushOutbox).values([
      { subscriptionId: gina.subscriptionId, notice: notice('old'), createdAt: hoursAgo(25), sendAfter: hoursAgo(1) },
      { subscriptionId: gina.subscriptionId, notice: notice('young'), createdAt: hoursAgo(23), sendAfter: hoursAgo(1) },
    ]);
    await deliverQueuedPush(db, sending);
    const delivered = await pushService.next('/push/late');
    expect(readNotification(delivered.body, gina.device.ecdh, gina.device.auth)).toMatchObject({ tag: 'young' });
    // The push service may hold it for the hour left, no longer.
    expect(Number(delivered.headers.ttl)).toBeGreaterThan(3500);
    expect(Number(delivered.headers.ttl)).toBeLessThanOrEqual(3600);
    expect(receivedAt('/push/late')).toHaveLength(1);
    const [old, young] = await rowsOf(gina.subscriptionId);
    expect(old).toMatchObject({
      sentAt: null,
      attempts: 0,
      lastError: 'Expired: not sent within a day of the change.',
    });
    expect(old!.givenUpAt).not.toBeNull();
    expect(young!.sentAt).not.toBeNull();
  });
});
