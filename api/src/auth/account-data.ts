import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { revokeSessionsOfUser } from './sessions';

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

function isUniqueViolation(error: unknown): boolean {
  // node-postgres and PGlite both report PostgreSQL's SQLSTATE, sometimes on the wrapped cause (Drizzle).
  const codeOf = (value: unknown) => (value as { code?: unknown } | undefined)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | undefined)?.cause) === '23505';
}

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

export async function findUserById(db: Database, userId: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

export async function findUserByGoogleSubject(db: Database, subject: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
  return user;
}

export async function userIdByEmail(db: Database, email: string): Promise<string | undefined> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return user?.id;
}

/**
 * Creates the account and runs `use` with it in one transaction (so that the account and its first session are
 * written together or not at all). Answers undefined when the e-mail has an account already: two registrations of
 * one e-mail at the same moment are decided by the database's unique index.
 */
export async function createUser<T>(
  db: Database,
  values: NewUser,
  use: (db: Database, user: User) => Promise<T>,
): Promise<T | undefined> {
  try {
    return await db.transaction(async (transaction) => {
      const [user] = await transaction.insert(users).values(values).returning();
      return use(transaction as Database, user!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

export async function linkGoogleSubject(db: Database, userId: string, subject: string) {
  await db.update(users).set({ googleSubject: subject, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Sets a new password and ends the user's sessions, except `keepSessionId` when given, together. */
export async function setPassword(db: Database, userId: string, passwordHash: string, keepSessionId?: string) {
  await db.transaction(async (transaction) => {
    await transaction.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await revokeSessionsOfUser(transaction as Database, userId, keepSessionId);
  });
}

export async function countryCodeOf(db: Database, userId: string): Promise<string | null | undefined> {
  const [account] = await db
    .select({ countryCode: users.countryCode })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return account?.countryCode;
}

export async function setMobileNumber(
  db: Database,
  userId: string,
  mobile: { number: string; countryCode: string },
): Promise<User | undefined> {
  const [user] = await db
    .update(users)
    .set({ mobileNumber: mobile.number, countryCode: mobile.countryCode, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return user;
}
