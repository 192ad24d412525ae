import { date, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** An account, as registration creates it. E-mail is stored lower-cased, so uniqueness ignores case. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  /** argon2id PHC string; null for an account created by Google sign-in that never set a password. */
  passwordHash: text('password_hash'),
  /** 0 male, 1 female. */
  gender: smallint('gender'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  pronounce: text('pronounce'),
  dob: date('dob', { mode: 'string' }),
  /** The calling code of the mobile number, `+41`. */
  countryCode: text('country_code'),
  /**
   * E.164, `+41791234567`. Accounts registered before numbers were parsed hold the digits as typed (`0791234567`);
   * they are read in E.164 (auth/mobile-number.ts) and stored so at their next change.
   */
  mobileNumber: text('mobile_number'),
  role: text('role').notNull().default('jumper'),
  userName: text('user_name'),
  /** The Google account's subject id, once the user signed in with Google. */
  googleSubject: text('google_subject').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A signed-in session. Only the SHA-256 of the key is stored; the key itself exists only at the client. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute expiry; the idle expiry is counted from last_used_at. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** The one live password-reset code of a user (a new code replaces the old one). */
export const oneTimeCodes = pgTable('one_time_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Salted SHA-256 of the 4-digit code. */
  codeHash: text('code_hash').notNull(),
  salt: text('salt').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  /** Set when the code was verified; from then on it only allows one password reset until reset_allowed_until. */
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  resetAllowedUntil: timestamp('reset_allowed_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
