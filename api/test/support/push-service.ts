import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decrypt } from 'http_ece';

/** What a push service received: the request as it arrived. */
export type Delivery = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/** A certificate for 127.0.0.1, made for this run, with its key. */
export function localCertificate() {
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
 * every notification with 201, except for the paths it answers otherwise (410: the device unsubscribed), with a list
 * of statuses for a path taken one request at a time (503 then 201: down, then back). A 429 or 503 asks for two minutes
 * (Retry-After). `port` listens where a closed one did, as a push service that comes back does.
 */
export function startPushService(
  tls: { key: Buffer; cert: Buffer },
  answers: Record<string, number | number[]>,
  port = 0,
) {
  const deliveries: Delivery[] = [];
  /** Every request in the order it came, with the status it was answered. */
  const received: { path: string; status: number; body: Buffer }[] = [];
  const waiting: { path: string; resolve: (delivery: Delivery) => void }[] = [];
  const service: Server = createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const delivery = { path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) };
      const answer = answers[delivery.path];
      const status = (Array.isArray(answer) ? answer.shift() : answer) ?? 201;
      received.push({ path: delivery.path, status, body: delivery.body });
      deliveries.push(delivery);
      for (const waiter of waiting.filter((each) => each.path === delivery.path)) waiter.resolve(delivery);
      response.writeHead(status, status === 429 || status === 503 ? { 'retry-after': '120' } : {}).end();
    });
  });
  return {
    listening: new Promise<string>((resolve) =>
      service.listen(port, '127.0.0.1', () => resolve(`https://127.0.0.1:${(service.address() as AddressInfo).port}`)),
    ),
    received,
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
export function deviceKeys() {
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
export const readNotification = (body: Buffer, ecdh: ECDH, auth: Buffer) =>
  JSON.parse(decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')) as unknown;
