import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { jobs, savedJobs } from '../db/schema';
import { asSeenBy, jobBoardOf, type DashboardPage } from './job-board';
import type { JobKind } from './jobs-data';

const jobOfKind = (db: Database, jobId: number, kind: JobKind) =>
  db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.kind, kind)));

/** Puts a job of the kind, open or closed, on the jumper's Saved list (again: no change); false when there is no such job. */
export async function saveJob(db: Database, userId: string, jobId: number, kind: JobKind): Promise<boolean> {
  const [job] = await jobOfKind(db, jobId, kind);
  if (!job) return false;
  await db.insert(savedJobs).values({ userId, jobId }).onConflictDoNothing();
  jobBoardOf(db).forgetJumper(userId);
  return true;
}

/** Takes a job of the kind off the jumper's Saved list, if it is there; false when there is no such job. */
export async function unsaveJob(db: Database, userId: string, jobId: number, kind: JobKind): Promise<boolean> {
  const [job] = await jobOfKind(db, jobId, kind);
  if (!job) return false;
  await db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
  jobBoardOf(db).forgetJumper(userId);
  return true;
}

/** One page of the jumper's saved jobs of a kind, open or closed, the last saved first. */
export async function savedJobsPage(
  db: Database,
  query: { userId: string; kind: JobKind; page: number; perPage: number },
): Promise<DashboardPage> {
  const rows = await db
    .select({ id: savedJobs.jobId, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(and(eq(savedJobs.userId, query.userId), eq(jobs.kind, query.kind)))
    .orderBy(desc(savedJobs.savedAt), desc(savedJobs.jobId))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  // A page beyond the last has no rows to carry the count: it is asked for alone.
  const totalJobs = rows[0]?.total ?? (query.page > 1 ? await savedCount(db, query.userId, query.kind) : 0);
  const board = jobBoardOf(db);
  const [found, marks] = await Promise.all([board.jobsByIds(rows.map((row) => row.id)), board.marksOf(query.userId)]);
  const shown = rows.flatMap((row) => {
    const job = found.get(row.id);
    return job ? [asSeenBy(marks, job)] : [];
  });
  return { jobs: shown, totalJobs, totalPages: Math.ceil(totalJobs / query.perPage) };
}

async function savedCount(db: Database, userId: string, kind: JobKind): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(and(eq(savedJobs.userId, userId), eq(jobs.kind, kind)));
  return row?.total ?? 0;
}
