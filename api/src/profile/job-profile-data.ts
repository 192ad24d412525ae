import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { jumperJobProfiles } from '../db/profile-schema';

export type JobProfileRow = typeof jumperJobProfiles.$inferSelect;

export async function jobProfilesOf(db: Database, userId: string): Promise<JobProfileRow[]> {
  return db.select().from(jumperJobProfiles).where(eq(jumperJobProfiles.userId, userId)).orderBy(jumperJobProfiles.id);
}

/** Whether the jumper has a job profile of this name already. */
export async function hasJobProfile(db: Database, userId: string, jobProfile: string): Promise<boolean> {
  const [existing] = await db
    .select({ id: jumperJobProfiles.id })
    .from(jumperJobProfiles)
    .where(and(eq(jumperJobProfiles.userId, userId), eq(jumperJobProfiles.jobProfile, jobProfile)))
    .limit(1);
  return existing !== undefined;
}

export async function createJobProfile(
  db: Database,
  userId: string,
  values: { jobProfile: string; experience: string },
): Promise<JobProfileRow> {
  const [created] = await db
    .insert(jumperJobProfiles)
    .values({ userId, ...values })
    .returning();
  return created!;
}

/** Deletes one of the jumper's job profiles; false when the jumper has none of that id. */
export async function deleteJobProfile(db: Database, userId: string, id: number): Promise<boolean> {
  const removed = await db
    .delete(jumperJobProfiles)
    .where(and(eq(jumperJobProfiles.id, id), eq(jumperJobProfiles.userId, userId)))
    .returning({ id: jumperJobProfiles.id });
  return removed.length > 0;
}
