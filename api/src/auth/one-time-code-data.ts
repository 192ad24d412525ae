import { and, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { oneTimeCodes, users } from '../db/schema';
import { revokeSessionsOfUser } from './sessions';

export type OneTimeCode = typeof oneTimeCodes.$inferSelect;

/** Stores a fresh code for the user, replacing the one they had. */
export async function storeOneTimeCode(
  db: Database,
  userId: string,
  code: { codeHash: string; salt: string; expiresAt: Date },
) {
  const row = { ...code, failedAttempts: 0, verifiedAt: null, resetAllowedUntil: null, createdAt: new Date() };
  await db
    .insert(oneTimeCodes)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: oneTimeCodes.userId, set: row });
}

/**
 * Takes one try from the user's live code (not verified, not expired, tries left) and answers it, or undefined when
 * there is none. One statement, so that parallel guesses cannot share a try.
 */
export async function takeOneTimeCodeTry(
  db: Database,
  userId: string,
  triesPerCode: number,
): Promise<OneTimeCode | undefined> {
  const [live] = await db
    .update(oneTimeCodes)
    .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        isNull(oneTimeCodes.verifiedAt),
        gt(oneTimeCodes.expiresAt, new Date()),
        lt(oneTimeCodes.failedAttempts, triesPerCode),
      ),
    )
    .returning();
  return live;
}

export async function markOneTimeCodeVerified(db: Database, userId: string, resetAllowedUntil: Date) {
  await db
    .update(oneTimeCodes)
    .set({ verifiedAt: new Date(), resetAllowedUntil })
    .where(eq(oneTimeCodes.userId, userId));
}

/**
 * Uses up the verified code of the account of `email`, sets its password and ends its sessions, together or not at
 * all. The user is found inside the statement that uses up the code, so that an unknown e-mail costs what a known
 * one does. False when there was no verified code within its reset window.
 */
export async function resetPasswordWithVerifiedCode(db: Database, email: string, passwordHash: string) {
  return db.transaction(async (transaction) => {
    const [used] = await transaction
      .delete(oneTimeCodes)
      .where(
        and(
          inArray(oneTimeCodes.userId, transaction.select({ id: users.id }).from(users).where(eq(users.email, email))),
          isNotNull(oneTimeCodes.verifiedAt),
          gt(oneTimeCodes.resetAllowedUntil, new Date()),
        ),
      )
      .returning({ userId: oneTimeCodes.userId });
    if (!used) return false;
    await transaction.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, used.userId));
    await revokeSessionsOfUser(transaction as Database, used.userId);
    return true;
  });
}
