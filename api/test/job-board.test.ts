import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/database';
import { applications, jobs, notInterestedJobs, users } from '../src/db/schema';
import { dashboardPage, JobBoard, jobBoardOf, jobForJumper } from '../src/jobs/job-board';
import { markNotInterested, publishJobs } from '../src/jobs/jobs-data';
import { jobInput } from './support/jobs';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let db: Database;
let anna: string;

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  [{ id: anna }] = (await db.insert(users).values({ email: 'anna@example.ch' }).returning({ id: users.id })) as [
    { id: string },
  ];
});

afterAll(async () => {
  await server.close();
});

const firstPage = (search?: string) => dashboardPage(db, { userId: anna, kind: 'jumper', page: 1, perPage: 5, search });
const titles = async (search?: string) => (await firstPage(search)).jobs.map((row) => row.job.title);

describe('the job board', () => {
  it('hears the database while the server runs', () => {
    expect(jobBoardOf(db).live).toBe(true);
  });

  it('shows what another writer changed once the database has told it', async () => {
    const [id] = await publishJobs(db, [jobInput({ title: 'Board keeper' })]);
    expect(await titles('board')).toEqual(['Board keeper']);
    expect((await jobForJumper(db, anna, id!, 'jumper'))?.isApplied).toBe(false);

    // Straight SQL, not through jobs-data.ts: as psql or another server process would write.
    await db.update(jobs).set({ title: 'Board master' }).where(eq(jobs.id, id!));
    await vi.waitFor(async () => expect(await titles('board')).toEqual(['Board master']));
    await db.insert(applications).values({ userId: anna, jobId: id! });
    await vi.waitFor(async () => expect((await jobForJumper(db, anna, id!, 'jumper'))?.isApplied).toBe(true));
    await db.insert(notInterestedJobs).values({ userId: anna, jobId: id! });
    await vi.waitFor(async () => expect(await titles('board')).toEqual([]));
    await db.update(jobs).set({ closedAt: new Date() }).where(eq(jobs.id, id!));
    await db.delete(notInterestedJobs).where(eq(notInterestedJobs.userId, anna));
    await vi.waitFor(async () => expect(await titles('board')).toEqual([]));
    expect((await firstPage()).jobs.map((row) => row.job.id)).not.toContain(id);
  });

  it('cuts every page around the jobs a jumper hid, in the plain list and in a search', async () => {
    const base = Date.UTC(2031, 0, 1);
    const ids = await publishJobs(
      db,
      Array.from({ length: 30 }, (_, n) =>
        jobInput({ kind: 'permanent', title: `Kiwi ${n}`, publishedAt: new Date(base + n * 1000) }),
      ),
    );
    const hidden = [0, 1, 7, 8, 9, 15, 29].map((n) => ids[n]!);
    for (const id of hidden) await markNotInterested(db, anna, id, 'permanent');
    const expected = ids
      .map((id, n) => ({ id, title: `Kiwi ${n}` }))
      .reverse()
      .filter(({ id }) => !hidden.includes(id))
      .map(({ title }) => title);
    for (const search of [undefined, 'kiwi']) {
      for (let page = 1; page <= 7; page++) {
        const shown = await dashboardPage(db, { userId: anna, kind: 'permanent', page, perPage: 4, search });
        expect(
          shown.jobs.map((row) => row.job.title),
          `${search} page ${page}`,
        ).toEqual(expected.slice((page - 1) * 4, page * 4));
        expect(shown.totalJobs).toBe(23);
      }
    }
  });

  it('reads every answer from the database while it cannot hear it', async () => {
    const deaf = new JobBoard(db);
    expect(deaf.live).toBe(false);
    const [id] = await publishJobs(db, [jobInput({ title: 'Deaf keeper' })]);
    const visible = async () =>
      (await deaf.page({ userId: anna, kind: 'jumper', page: 1, perPage: 5, search: 'deaf' })).jobs.map(
        (row) => row.job.title,
      );
    expect(await visible()).toEqual(['Deaf keeper']);
    await db.update(jobs).set({ title: 'Deaf master' }).where(eq(jobs.id, id!));
    expect(await visible()).toEqual(['Deaf master']);
    await db.insert(notInterestedJobs).values({ userId: anna, jobId: id! });
    expect(await visible()).toEqual([]);
  });

  it.runIf(process.env.DATABASE_URL)(
    'forgets everything when its connection for notifications breaks, and listens again',
    async () => {
      const board = jobBoardOf(db);
      const [id] = await publishJobs(db, [jobInput({ title: 'Outage keeper' })]);
      expect(await titles('outage')).toEqual(['Outage keeper']);
      await db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query ilike 'listen%'`,
      );
      await vi.waitFor(() => expect(board.live).toBe(false));
      // Not heard while deaf: read from the database all the same.
      await db.update(jobs).set({ title: 'Outage master' }).where(eq(jobs.id, id!));
      expect(await titles('outage')).toEqual(['Outage master']);
      await vi.waitFor(() => expect(board.live).toBe(true), { timeout: 5000 });
      await db.update(jobs).set({ title: 'Outage survivor' }).where(eq(jobs.id, id!));
      await vi.waitFor(async () => expect(await titles('outage')).toEqual(['Outage survivor']));
    },
  );
});
