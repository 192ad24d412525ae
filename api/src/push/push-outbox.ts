import type { IncomingHttpHeaders } from 'node:http';
import type { Agent } from 'node:https';
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import type { VapidKeys } from '../config';
import type { Database } from '../db/database';
import { deliverOutbox, RetryLater, writeOutcome } from '../db/outbox';
import { pushOutbox, pushSubscriptions, type PushNotification } from '../db/push-schema';
import { forgetEndpoint } from './push-data';

/** A transaction of either driver, or the database itself: what `queuePush` writes with. */
type Writer = Pick<Database, 'insert' | 'select'>;

/** What sends notifications: the server's VAPID keys, and the HTTPS agent to reach push services with (or Node's). */
export type PushSending = { vapid: VapidKeys; agent: Agent | undefined };

/**
 * How long a notification may still go out after its change: a day. Later, the jumper has most likely read the
 * e-mail or opened the app, or the application has moved on, and a phone buzzing about an old stage misleads more
 * than it tells; the e-mail and Engagements keep the change. Push services are asked to hold it no longer either (TTL).
 */
export const pushTtlSeconds = 24 * 60 * 60;

/**
 * Puts a notification for each of a jumper's devices in the push outbox, with the writer (transaction) of the change
 * it tells of: they are stored if and only if the change is. `deliverQueuedPush` sends them after the commit.
 */
export async function queuePush(writer: Writer, userId: string, notice: PushNotification) {
  const devices = await writer
    .select({ subscriptionId: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  if (devices.length > 0) await writer.insert(pushOutbox).values(devices.map((device) => ({ ...device, notice })));
}

/** Seconds to wait that a push service asked for (RFC 9110 Retry-After: seconds or a date), if it did. */
function retryAfter(headers: IncomingHttpHeaders | undefined): number | undefined {
  const value = headers?.['retry-after'];
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/**
 * Sends the notifications waiting in the push outbox, each encrypted for its device (RFC 8291) and signed with the
 * VAPID key (RFC 8292), at least once each (db/outbox.ts: the claim, the retries with backoff). A network error, a 5xx
 * or a 429 is retried (after the push service's Retry-After, when it gave one); a device the push service says is
 * gone (404, 410) is forgotten with what waits for it; another refusal is given up. A notification a day old is given
 * up unsent (`pushTtlSeconds`). Answers how many were sent, failed (to retry) and dropped.
 */
export async function deliverQueuedPush(db: Database, sending: PushSending, now = new Date()) {
  const oldest = new Date(now.getTime() - pushTtlSeconds * 1000);
  // Rows a sender holds (claimed, not yet due) are left to it; they expire here once they are due again.
  const expired = await db
    .update(pushOutbox)
    .set({ givenUpAt: now, lastError: 'Expired: not sent within a day of the change.' })
    .where(
      inArray(
        pushOutbox.id,
        db
          .select({ id: pushOutbox.id })
          .from(pushOutbox)
          .where(
            and(
              isNull(pushOutbox.sentAt),
              isNull(pushOutbox.givenUpAt),
              lte(pushOutbox.sendAfter, now),
              lte(pushOutbox.createdAt, oldest),
            ),
          )
          .for('update', { skipLocked: true }),
      ),
    )
    .returning({ id: pushOutbox.id });
  const delivery = await deliverOutbox(
    db,
    pushOutbox,
    now,
    async (row) => {
      const [device] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, row.subscriptionId));
      // Turned off meanwhile: the row went with the device.
      if (!device) return 'dropped';
      try {
        await webpush.sendNotification(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          JSON.stringify(row.notice),
          {
            vapidDetails: sending.vapid,
            TTL: Math.max(1, Math.floor((row.createdAt.getTime() + pushTtlSeconds * 1000 - now.getTime()) / 1000)),
            timeout: 10_000,
            ...(sending.agent && { agent: sending.agent }),
          },
        );
        return 'sent';
      } catch (error) {
        // Neither the endpoint (the device's address, a secret of its own) nor the push service's answer is kept.
        if (!(error instanceof WebPushError)) {
          throw new RetryLater(error instanceof Error ? error.message : 'The push service could not be reached.');
        }
        const status = error.statusCode;
        if (status === 404 || status === 410) {
          await forgetEndpoint(db, device.endpoint);
          return 'dropped';
        }
        if (status === 429 || status >= 500) {
          throw new RetryLater(`The push service answered ${status}.`, retryAfter(error.headers));
        }
        await writeOutcome(db, pushOutbox, row.id, {
          givenUpAt: new Date(),
          lastError: `The push service refused it with ${status}.`,
        });
        return 'dropped';
      }
    },
    { pending: and(isNull(pushOutbox.givenUpAt), gt(pushOutbox.createdAt, oldest)), together: true },
  );
  return { ...delivery, expired: expired.length };
}
