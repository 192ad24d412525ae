import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { users } from '../../src/db/schema';
import { updateProfile } from '../../src/profile/profile-data';
import { registerJumper } from './http';
import type { TestServer } from './test-server';

/**
 * Marks a jumper's documents verified, as the operator's `verify` does once they are uploaded, so that tests of
 * the job calls need not upload three documents first.
 */
export async function markDocumentsVerified(db: Database, userId: string) {
  await updateProfile(db, userId, { documentReview: 'verified', isVerifiedDocuments: true });
}

/** Registers a jumper through the API and marks their documents verified. */
export async function registerVerifiedJumper(server: TestServer, overrides: Record<string, unknown> = {}) {
  const jumper = await registerJumper(server.url, overrides);
  const { db } = server.database;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, jumper.email));
  await markDocumentsVerified(db, user!.id);
  return jumper;
}
