import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './account-schema';
import { jobs } from './jobs-schema';

/** A job the jumper keeps on their Saved list; it stays there, marked closed, once the job closes. */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.jobId] }),
    index('saved_jobs_by_jumper_newest').on(table.userId, table.savedAt.desc()),
  ],
);

/** The languages of a jumper's e-mails; French and Italian came with migration 0017. */
export const mailLanguage = pgEnum('mail_language', ['en', 'de', 'fr', 'it']);

/**
 * A saved search with its filters, whose new matches go out as a daily e-mail digest. `criteria` holds the
 * dashboard's own query parameters, so a digest asks the dashboard's query for them (alerts/alert-digest.ts).
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    criteria: jsonb('criteria').$type<Record<string, unknown>>().notNull(),
    language: mailLanguage('language').notNull().default('en'),
    paused: boolean('paused').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Jobs published after this are new to the alert: its creation, its last digest, or when it was resumed. */
    newSince: timestamp('new_since', { withTimezone: true }).notNull().defaultNow(),
    /** When a digest last looked for new jobs (and sent them, if it found any); at most once a day. */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
  },
  (table) => [
    check('job_alerts_name_length', sql`char_length(${table.name}) between 1 and 100`),
    index('job_alerts_by_jumper').on(table.userId, table.createdAt.desc()),
  ],
);
