import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './account-schema';
import { outboxColumns } from './mail-schema';

/**
 * A device on which a jumper turned on notifications: the push service's address for it (`endpoint`, unique: one
 * browser profile has one) and the keys the notification is encrypted with (RFC 8291). Removed when the jumper turns it
 * off or logs out there, and when the push service answers that it is gone (404, 410).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** How the jumper recognises the device in Settings (the browser and system, from its User-Agent). */
    device: text('device').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_user').on(table.userId)],
);

/** What a notification says and where tapping it leads (the service worker, app/src/worker/service-worker.ts). */
export type PushNotification = { title: string; body: string; url: string; tag: string };

/**
 * A notification waiting to be sent to one device (push/push-outbox.ts), written in the transaction of the change it
 * tells of, as the e-mail is (mail-schema.ts): it goes out at least once after the commit, and never for a change that
 * was not stored. It is not sent once it is a day old (`givenUpAt`): by then the e-mail and the app have told of it.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    notice: jsonb('notice').$type<PushNotification>().notNull(),
    ...outboxColumns(),
    /** It will not be sent: it expired, or the push service refused it for good (`lastError` says which). */
    givenUpAt: timestamp('given_up_at', { withTimezone: true }),
  },
  (table) => [
    index('push_outbox_waiting')
      .on(table.sendAfter, table.id)
      .where(sql`${table.sentAt} is null and ${table.givenUpAt} is null`),
    index('push_outbox_subscription').on(table.subscriptionId),
  ],
);
