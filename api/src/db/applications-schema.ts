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
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './account-schema';
import { mailLanguage } from './alerts-schema';
import { applicationStage, applications, jobs } from './jobs-schema';

/** Who moved an application to a stage: the jumper (applying, withdrawing) or an operator for the employer. */
export const stageChangedBy = pgEnum('stage_changed_by', ['jumper', 'operator']);

/** Every stage an application has been in, oldest first: its first entry is `sent`, when it was applied. */
export const applicationHistory = pgTable(
  'application_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    stage: applicationStage('stage').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changedBy: stageChangedBy('changed_by').notNull(),
    /** Why, where the operator or the jumper said. */
    reason: text('reason'),
    interviewAt: timestamp('interview_at', { withTimezone: true }),
    interviewPlace: text('interview_place'),
  },
  (table) => [index('application_history_by_application').on(table.applicationId, table.changedAt, table.id)],
);

/**
 * What a jumper has typed in the apply flow of a job, kept on the server so that it survives a closed tab or another
 * device: the step reached and the values, a small JSON object. Kept 14 days from its last save; sending the
 * application deletes it.
 */
export const applyDrafts = pgTable(
  'apply_drafts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    step: smallint('step').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.jobId] }),
    check('apply_drafts_step_range', sql`${table.step} between 1 and 5`),
    index('apply_drafts_by_age').on(table.updatedAt),
  ],
);

/** A jumper's choices about e-mail; no row: the defaults (status e-mails on, language from the profile). */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  statusEmails: boolean('status_emails').notNull().default(true),
  /** The language of the jumper's e-mails, as the app last said; null: from the profile's language. */
  language: mailLanguage('language'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
