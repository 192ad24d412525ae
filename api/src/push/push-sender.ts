import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { VapidKeys } from '../config';
import type { Database } from '../db/database';
import { devicesOf, forgetEndpoint } from './push-data';

/** What a notification says and where tapping it leads (the service worker, app/src/worker/service-worker.ts). */
export type PushNotification = { title: string; body: string; url: string; tag: string };

type PushSender = { vapid: VapidKeys; agent: Agent | undefined; log: (message: string, error?: unknown) => void };

const senders = new WeakMap<Database, PushSender>();

/**
 * A server with VAPID keys sends notifications for the changes made on its database (this process's, the CLI's).
 * `agent` is the HTTPS agent to reach push services with (tests trust their local stand-in's certificate with it).
 */
export function startPushSender(db: Database, vapid: VapidKeys, agent: Agent | undefined, log: PushSender['log']) {
  senders.set(db, { vapid, agent, log });
  return { stop: () => senders.delete(db) };
}

/** Whether this database's server offers notifications, and with which public key. */
export const pushPublicKey = (db: Database) => senders.get(db)?.vapid.publicKey;

/**
 * Sends a notification to each of a jumper's devices, after the commit of the change it tells of: encrypted for the
 * device (RFC 8291) and signed with the server's VAPID key (RFC 8292). A device the push service says is gone (404,
 * 410) is forgotten; another failure is logged, and the e-mail (mail/mail-outbox.ts) still tells of the change.
 * Resolves when every device has been tried; nothing is sent where the server has no VAPID keys.
 */
export async function pushToJumper(db: Database, userId: string, notification: PushNotification) {
  const sender = senders.get(db);
  if (!sender) return;
  const devices = await devicesOf(db, userId);
  await Promise.all(
    devices.map(async (device) => {
      try {
        await webpush.sendNotification(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          JSON.stringify(notification),
          {
            vapidDetails: sender.vapid,
            TTL: 24 * 60 * 60,
            timeout: 10_000,
            ...(sender.agent && { agent: sender.agent }),
          },
        );
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
          await forgetEndpoint(db, device.endpoint);
        } else sender.log('A notification could not be sent; the e-mail still tells of the change.', error);
      }
    }),
  );
}
