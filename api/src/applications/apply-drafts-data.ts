import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { applyDrafts, jobs } from '../db/schema';
import type { JobKind } from '../jobs/jobs-data';

/** A draft is kept this long after its last save. */
export const draftKeptDays = 14;

export type ApplyDraft = { step: number; values: Record<string, unknown>; updatedAt: Date; expiresAt: Date };

const expiresAt = (updatedAt: Date) => new Date(updatedAt.getTime() + draftKeptDays * 86_400_000);
const keptSince = sql`now() - make_interval(days => ${draftKeptDays})`;

/** The jumper's draft for a job of the kind; undefined when there is none, it expired, or the job is of the other kind. */
export async function draftOf(
  db: Database,
  userId: string,
  jobId: number,
  kind: JobKind,
): Promise<ApplyDraft | undefined> {
  const [row] = await db
    .select({ step: applyDrafts.step, values: applyDrafts.values, updatedAt: applyDrafts.updatedAt })
    .from(applyDrafts)
    .innerJoin(jobs, eq(jobs.id, applyDrafts.jobId))
    .where(
      and(
        eq(applyDrafts.userId, userId),
        eq(applyDrafts.jobId, jobId),
        eq(jobs.kind, kind),
        gt(applyDrafts.updatedAt, keptSince),
      ),
    );
  return row && { ...row, expiresAt: expiresAt(row.updatedAt) };
}

/**
 * Saves the jumper's draft for a job of the kind, replacing the one before. Drafts past their 14 days, the jumper's
 * and others', are deleted on the way. Says why not when there is no such job, or it is closed.
 */
export async function saveDraft(
  db: Database,
  userId: string,
  jobId: number,
  kind: JobKind,
  draft: { step: number; values: Record<string, unknown> },
): Promise<ApplyDraft | 'no-such-job' | 'job-closed'> {
  const [job] = await db
    .select({ closedAt: jobs.closedAt })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.kind, kind)));
  if (!job) return 'no-such-job';
  if (job.closedAt) return 'job-closed';
  await db.delete(applyDrafts).where(lt(applyDrafts.updatedAt, keptSince));
  const [saved] = await db
    .insert(applyDrafts)
    .values({ userId, jobId, step: draft.step, values: draft.values })
    .onConflictDoUpdate({
      target: [applyDrafts.userId, applyDrafts.jobId],
      set: { step: draft.step, values: draft.values, updatedAt: sql`now()` },
    })
    .returning({ step: applyDrafts.step, values: applyDrafts.values, updatedAt: applyDrafts.updatedAt });
  return { ...saved!, expiresAt: expiresAt(saved!.updatedAt) };
}

/** Deletes the jumper's draft for a job of the kind; false when there was none (or only an expired one). */
export async function deleteDraft(db: Database, userId: string, jobId: number, kind: JobKind): Promise<boolean> {
  const ofKind = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.kind, kind)));
  const deleted = await db
    .delete(applyDrafts)
    .where(
      and(
        eq(applyDrafts.userId, userId),
        eq(applyDrafts.jobId, sql`(${ofKind})`),
        gt(applyDrafts.updatedAt, keptSince),
      ),
    )
    .returning({ jobId: applyDrafts.jobId });
  return deleted.length > 0;
}
