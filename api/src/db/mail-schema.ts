import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What every outbox table keeps of its sending (db/outbox.ts delivers them alike): mail_outbox, push_outbox. */
export const outboxColumns = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Not before this: a claim of a sender in progress, or the wait before a retry. */
  sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  /** The last failure's message, for the operator (never shown to anyone else, and never naming a secret). */
  lastError: text('last_error'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/**
 * E-mail waiting to be sent (mail/mail-outbox.ts). A change and its e-mail are written in one transaction, so that
 * there is never an e-mail for a change that was not stored, nor a stored change whose e-mail is lost; the mailer
 * (SMTP, or the outbox folder) sends each row at least once after the commit.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>(),
    ...outboxColumns(),
  },
  (table) => [
    index('mail_outbox_waiting')
      .on(table.sendAfter, table.id)
      .where(sql`${table.sentAt} is null`),
  ],
);
