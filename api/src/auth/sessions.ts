import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { onRequestAsyncHookHandler } from 'fastify';
import { httpError } from '../http/errors';
import type { Database } from '../db/database';
import { jumperProfiles } from '../db/profile-schema';
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
  /**
   * A process trusts a session it has read for this long before reading it again. Ending a session in the
   * same process takes effect at once; in another process on the same database after at most this long.
   */
  cacheMs: 5 * 1000,
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
  forgetSessions((entry) => entry.id === sessionId);
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, except `keepSessionId` when given (the one changing the password). */
export async function revokeSessionsOfUser(db: Database, userId: string, keepSessionId?: string) {
  forgetSessions((entry) => entry.userId === userId && entry.id !== keepSessionId);
  await db
    .delete(sessions)
    .where(
      keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId),
    );
}

type SessionRow = Pick<typeof sessions.$inferSelect, 'id' | 'userId' | 'expiresAt' | 'lastUsedAt'> & {
  /** Whether an operator has verified the user's documents, read with the session (and cached with it). */
  documentsVerified: boolean;
};
type CachedSession = SessionRow & { db: Database; readAt: number };

/**
 * Sessions this process has read lately, by key hash, so that a burst of calls with one key costs one lookup.
 * Log-out, a password change or reset forget them at once in this process; another server process on the
 * same database goes on accepting a key it has cached for at most `sessionCacheMs` after that key ended.
 */
const sessionCache = new Map<string, CachedSession>();
const sessionCacheLimit = 10_000;

function forgetSessions(matches: (entry: CachedSession) => boolean) {
  for (const [hash, entry] of sessionCache) if (matches(entry)) sessionCache.delete(hash);
}

async function findSession(db: Database, keyHash: string, now: number): Promise<SessionRow | undefined> {
  const cached = sessionCache.get(keyHash);
  if (cached && cached.db === db && now - cached.readAt < sessionPolicy.cacheMs) return cached;
  const [found] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      lastUsedAt: sessions.lastUsedAt,
      documentsVerified: sql<boolean>`coalesce(${jumperProfiles.isVerifiedDocuments}, false)`,
    })
    .from(sessions)
    .leftJoin(jumperProfiles, eq(jumperProfiles.userId, sessions.userId))
    .where(eq(sessions.keyHash, keyHash))
    .limit(1);
  sessionCache.delete(keyHash);
  if (!found) return undefined;
  // Oldest first in a Map: when full, the entry read longest ago goes.
  if (sessionCache.size >= sessionCacheLimit) sessionCache.delete(sessionCache.keys().next().value!);
  const entry = { ...found, db, readAt: now };
  sessionCache.set(keyHash, entry);
  return entry;
}

function bearerKey(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(authorization ?? '');
  return match?.[1];
}

/** The onRequest hook of every secured route: a valid key puts the session on `request.session`, anything else is a 401. */
export function authenticator(db: Database): onRequestAsyncHookHandler {
  return async (request) => {
    const key = bearerKey(request.headers.authorization);
    if (!key) throw httpError(401, 'sign_in_required', 'Please sign in.');
    const now = Date.now();
    const found = await findSession(db, hashKey(key), now);
    if (!found) throw httpError(401, 'session_ended', 'Your session has ended. Please sign in again.');
    if (found.expiresAt.getTime() <= now || found.lastUsedAt.getTime() + sessionPolicy.idleMs <= now) {
      await revokeSession(db, found.id);
      throw httpError(401, 'session_expired', 'Your session has expired. Please sign in again.');
    }
    if (now - found.lastUsedAt.getTime() >= sessionPolicy.touchEveryMs) {
      found.lastUsedAt = new Date(now);
      await db.update(sessions).set({ lastUsedAt: found.lastUsedAt }).where(eq(sessions.id, found.id));
    }
    request.session = { userId: found.userId, sessionId: found.id, documentsVerified: found.documentsVerified };
  };
}
