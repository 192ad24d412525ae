import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from '../http/errors';
import type { Database } from '../db/database';
import { sessions } from '../db/schema';

const hour = 60 * 60 * 1000;

/** Session lifetimes (README states them). */
export const sessionPolicy = {
  /** A key dies after this long without use. */
  idleMs: 7 * 24 * hour,
  /** And at the latest this long after sign-in, used or not. */
  absoluteMs: 30 * 24 * hour,
  /** last_used_at is written at most this often, so that reads do not each cost a write. */
  touchEveryMs: 60 * 1000,
};

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/** Starts a session: a fresh 256-bit key for the client, its hash for the database. */
export async function createSession(db: Database, userId: string, now = new Date()) {
  const key = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + sessionPolicy.absoluteMs);
  await db.insert(sessions).values({ userId, keyHash: hashKey(key), createdAt: now, lastUsedAt: now, expiresAt });
  return { key, expiresAt };
}

export async function revokeSession(db: Database, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, except `keepSessionId` when given (the one changing the password). */
export async function revokeSessionsOfUser(db: Database, userId: string, keepSessionId?: string) {
  await db
    .delete(sessions)
    .where(
      keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId),
    );
}

function bearerKey(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(authorization ?? '');
  return match?.[1];
}

/** The onRequest hook of every secured route: a valid key puts the session on `request.session`, anything else is a 401. */
export function authenticator(db: Database): onRequestAsyncHookHandler {
  return async (request) => {
    const key = bearerKey(request.headers.authorization);
    if (!key) throw new HttpError(401, 'Please sign in.');
    const [found] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.keyHash, hashKey(key)))
      .limit(1);
    if (!found) throw new HttpError(401, 'Your session has ended. Please sign in again.');
    const now = Date.now();
    if (found.expiresAt.getTime() <= now || found.lastUsedAt.getTime() + sessionPolicy.idleMs <= now) {
      await revokeSession(db, found.id);
      throw new HttpError(401, 'Your session has expired. Please sign in again.');
    }
    if (now - found.lastUsedAt.getTime() >= sessionPolicy.touchEveryMs) {
      await db
        .update(sessions)
        .set({ lastUsedAt: new Date(now) })
        .where(eq(sessions.id, found.id));
    }
    request.session = { userId: found.userId, sessionId: found.id };
  };
}
