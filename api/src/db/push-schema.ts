import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './account-schema';

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
