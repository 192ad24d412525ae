import type { Agent } from 'node:https';
import type { VapidKeys } from '../config';
import type { Database } from '../db/database';
import { outboxQueued, startDispatcher } from '../db/outbox';
import { deliverQueuedPush, type PushSending } from './push-outbox';

const senders = new WeakMap<Database, PushSending>();

/**
 * A server with VAPID keys sends the notifications that changes on its database queued (this process's, the CLI's,
 * another server's): at once after a commit of this process (`pushQueued`), and on the mail outbox's schedule for the
 * rest and the retries (db/outbox.ts). `agent` is the HTTPS agent to reach push services with (tests trust their
 * local stand-in's certificate with it).
 */
export function startPushSender(
  db: Database,
  vapid: VapidKeys,
  agent: Agent | undefined,
  log: (message: string, error?: unknown) => void,
  everySeconds?: number,
) {
  const sending = { vapid, agent };
  senders.set(db, sending);
  const dispatcher = startDispatcher(
    db,
    'push',
    () => deliverQueuedPush(db, sending),
    log,
    (failed) => `${failed} notification${failed === 1 ? '' : 's'} could not be sent; retrying later.`,
    everySeconds,
  );
  return {
    ...dispatcher,
    stop: async () => {
      senders.delete(db);
      await dispatcher.stop();
    },
  };
}

/** After a commit that queued notifications: this process's sender, if it runs one, sends them now. */
export function pushQueued(db: Database) {
  outboxQueued(db, 'push');
}

/** Whether this database's server offers notifications, and with which public key. */
export const pushPublicKey = (db: Database) => senders.get(db)?.vapid.publicKey;
