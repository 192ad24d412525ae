import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applicationIdFor, changeStage } from '../src/applications/applications-data';
import type { Database } from '../src/db/database';
import { notInterestedJobs, users } from '../src/db/schema';
import { demoJumper, seedDemoData } from '../src/jobs/demo-data';
import { demoJobInputs, seedDemoJobs } from '../src/jobs/demo-jobs';
import { applicationsOf, applyToJob, closeJob, markNotInterested, publishJobs } from '../src/jobs/jobs-data';
import { dashboardPage, jobForJumper } from '../src/jobs/job-board';
import { swissPlaces } from '../src/jobs/swiss-places';
import { jobInput } from './support/jobs';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let db: Database;
let anna: string;
let ben: string;

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  const created = await db
    .insert(users)
    .values([{ email: 'anna@example.ch' }, { email: 'ben@example.ch' }])
    .returning({ id: users.id });
  [anna, ben] = created.map((row) => row.id) as [string, string];
});

afterAll(async () => {
  await server.close();
});

describe('job data', () => {
  it('stores descriptions sanitised and keeps the allowed structure', async () => {
    const [id] = await publishJobs(db, [
      jobInput({
        title: 'Sanitised',
        descriptionHtml:
          '<p onclick="steal()">Hello <strong>there</strong><script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><a href="https://example.ch">site</a>',
      }),
    ]);
    const stored = await jobForJumper(db, anna, id!, 'jumper');
    expect(stored?.job.descriptionHtml).toBe(
      '<p>Hello <strong>there</strong></p><a rel="noopener noreferrer nofollow" target="_blank">x</a><a href="https://example.ch" rel="noopener noreferrer nofollow" target="_blank">site</a>',
    );
  });

  it('pages newest first, counts pages and hides jobs marked not interested only for that jumper', async () => {
    const base = Date.UTC(2030, 0, 1);
    const ids = await publishJobs(
      db,
      Array.from({ length: 12 }, (_unused, index) =>
        jobInput({ kind: 'permanent', title: `Paged ${index}`, publishedAt: new Date(base + index * 1000) }),
      ),
    );
    const first = await dashboardPage(db, { userId: anna, kind: 'permanent', page: 1, perPage: 5 });
    expect(first.totalPages).toBe(3);
    expect(first.jobs.map((row) => row.job.title)).toEqual(['Paged 11', 'Paged 10', 'Paged 9', 'Paged 8', 'Paged 7']);
    const last = await dashboardPage(db, { userId: anna, kind: 'permanent', page: 3, perPage: 5 });
    expect(last.jobs.map((row) => row.job.title)).toEqual(['Paged 1', 'Paged 0']);
    const beyond = await dashboardPage(db, { userId: anna, kind: 'permanent', page: 4, perPage: 5 });
    expect(beyond).toMatchObject({ jobs: [], totalPages: 3 });

    expect(await markNotInterested(db, anna, ids[11]!, 'permanent')).toBe(true);
    expect(await markNotInterested(db, anna, ids[11]!, 'permanent')).toBe(true);
    expect(await markNotInterested(db, anna, ids[11]!, 'jumper')).toBe(false);
    const annas = await dashboardPage(db, { userId: anna, kind: 'permanent', page: 1, perPage: 5 });
    expect(annas.jobs[0]?.job.title).toBe('Paged 10');
    expect(annas.totalJobs).toBe(11);
    const bens = await dashboardPage(db, { userId: ben, kind: 'permanent', page: 1, perPage: 5 });
    expect(bens.jobs[0]?.job.title).toBe('Paged 11');
    expect(bens.totalJobs).toBe(12);

    expect(await closeJob(db, ids[10]!)).toBe(true);
    expect(await closeJob(db, ids[10]!)).toBe(false);
    const afterClose = await dashboardPage(db, { userId: ben, kind: 'permanent', page: 1, perPage: 5 });
    expect(afterClose.totalJobs).toBe(11);
    expect(afterClose.jobs.map((row) => row.job.title)).not.toContain('Paged 10');
  });

  it('searches title, company, place and description regardless of case, accents and umlaut spelling', async () => {
    await publishJobs(db, [
      jobInput({
        title: 'Gärtner',
        company: 'Grün AG',
        ...swissPlaces.zurich,
        descriptionHtml: '<p>Zürcher Gärten</p>',
      }),
      jobInput({ title: 'Hôtesse', company: 'Léman SA', ...swissPlaces.geneve }),
      jobInput({ title: 'Pensum', company: 'Prozent AG', descriptionHtml: '<p>50% Pensum, l&#39;équipe</p>' }),
      jobInput({ title: 'Under_score', company: 'Snake AG' }),
    ]);
    const titles = async (search: string) =>
      (await dashboardPage(db, { userId: anna, kind: 'jumper', page: 1, perPage: 50, search })).jobs.map(
        (row) => row.job.title,
      );
    for (const spelling of ['zürich', 'ZURICH', 'Zuerich', 'zur']) expect(await titles(spelling)).toEqual(['Gärtner']);
    for (const spelling of ['gartner', 'GAERTNER', 'grün', 'gruen', 'gärt zür'])
      expect(await titles(spelling)).toEqual(['Gärtner']);
    expect(await titles('geneve hotesse')).toEqual(['Hôtesse']);
    expect(await titles('léman')).toEqual(['Hôtesse']);
    expect(await titles('%')).toEqual(['Pensum']);
    expect(await titles('50%')).toEqual(['Pensum']);
    expect(await titles('_')).toEqual(['Under_score']);
    expect(await titles("l'équipe")).toEqual(['Pensum']);
    expect(await titles("'")).toEqual(['Pensum']);
    expect(await titles("' or 1=1 --")).toEqual([]);
    expect(await titles('nothing like this')).toEqual([]);
    const counted = await dashboardPage(db, { userId: anna, kind: 'jumper', page: 1, perPage: 1, search: 'AG' });
    expect(counted.totalJobs).toBeGreaterThanOrEqual(3);
    expect(counted.totalPages).toBe(counted.totalJobs);
  });

  it('applies once, refuses closed and missing jobs, and lists applications by status and kind', async () => {
    const [open, closed, permanent] = await publishJobs(db, [
      jobInput({ title: 'Apply here' }),
      jobInput({ title: 'Closed one' }),
      jobInput({ title: 'Permanent one', kind: 'permanent' }),
    ]);
    await closeJob(db, closed!);
    const input = {
      userId: anna,
      jobId: open!,
      kind: 'jumper' as const,
      travelTime: '25 min',
      knowledgeOfGerman: 'B2',
    };
    const results = await Promise.all([applyToJob(db, input), applyToJob(db, input), applyToJob(db, input)]);
    expect(results.map((result) => result.outcome).sort()).toEqual(['created', 'existing', 'existing']);
    expect(await applyToJob(db, { ...input, jobId: closed! })).toEqual({ outcome: 'job-closed' });
    expect(await applyToJob(db, { ...input, jobId: 999_999 })).toEqual({ outcome: 'no-such-job' });
    expect(await applyToJob(db, { ...input, jobId: permanent! })).toEqual({ outcome: 'no-such-job' });
    expect((await applyToJob(db, { ...input, jobId: permanent!, kind: 'permanent' })).outcome).toBe('created');

    expect((await jobForJumper(db, anna, open!, 'jumper'))?.isApplied).toBe(true);
    expect((await jobForJumper(db, ben, open!, 'jumper'))?.isApplied).toBe(false);
    const applied = await applicationsOf(db, anna, 'applied', 'jumper');
    expect(applied.map((row) => [row.job.title, row.travelTime])).toEqual([['Apply here', '25 min']]);
    expect((await applicationsOf(db, anna, 'applied', 'permanent')).map((row) => row.job.title)).toEqual([
      'Permanent one',
    ]);
    const annas = await applicationIdFor(db, anna, open!);
    const unsuccessful = { stage: 'unsuccessful', by: 'operator' } as const;
    const mail = { publicUrl: 'http://localhost:3000' };
    expect((await changeStage(db, { userId: anna, applicationId: annas! }, unsuccessful, mail)).outcome).toBe(
      'changed',
    );
    expect(await applicationIdFor(db, ben, open!)).toBeUndefined();
    expect((await changeStage(db, { userId: ben, applicationId: annas! }, unsuccessful, mail)).outcome).toBe(
      'not-found',
    );
    expect(await applicationsOf(db, anna, 'applied', 'jumper')).toEqual([]);
    expect((await applicationsOf(db, anna, 'unsuccessful', 'jumper')).map((row) => row.job.title)).toEqual([
      'Apply here',
    ]);
    expect(await applicationsOf(db, ben, 'applied', 'jumper')).toEqual([]);
  });

  it('seeds the demo jobs and the demo jumper once, and the demo jumper can sign in', async () => {
    await seedDemoData(db);
    const jobsAfterFirst = (await dashboardPage(db, { userId: ben, kind: 'permanent', page: 1, perPage: 5 })).totalJobs;
    expect(await seedDemoJobs(db)).toBe(0);
    await seedDemoData(db);
    expect((await dashboardPage(db, { userId: ben, kind: 'permanent', page: 1, perPage: 5 })).totalJobs).toBe(
      jobsAfterFirst,
    );
    const zurich = await dashboardPage(db, { userId: ben, kind: 'permanent', page: 1, perPage: 50, search: 'zurich' });
    expect(zurich.jobs.map((row) => row.job.company)).toContain('Klinik Zürichberg');
    // Every demo job says how much German it asks for.
    expect(zurich.jobs.find((row) => row.job.company === 'Klinik Zürichberg')?.job.requiredGermanLevel).toBe(
      'advanced',
    );
    expect(demoJobInputs().filter((job) => !job.requiredGermanLevel)).toEqual([]);
    // Dated from the seeding: published an hour apart up to it, none starting before the seeding's Swiss day.
    const seededAt = new Date('2031-06-30T23:30:00Z');
    const dated = demoJobInputs(seededAt);
    expect(
      dated.every(
        (job) =>
          job.publishedAt! < seededAt &&
          job.publishedAt! > new Date(seededAt.getTime() - (dated.length + 1) * 3_600_000),
      ),
    ).toBe(true);
    expect(dated.filter((job) => job.startDate).length).toBeGreaterThan(20);
    expect(dated.filter((job) => job.startDate && job.startDate < '2031-07-01')).toEqual([]);

    const response = await fetch(`${server.url}/api/v1/user/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: demoJumper }),
    });
    expect(response.status).toBe(200);
    const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoJumper.email));
    expect((await applicationsOf(db, demo!.id, 'applied', 'jumper')).map((row) => row.stage).sort()).toEqual([
      'in_review',
      'interview',
      'sent',
    ]);
    expect((await applicationsOf(db, demo!.id, 'withdrawn', 'jumper')).map((row) => row.stage)).toEqual(['withdrawn']);
    expect((await applicationsOf(db, demo!.id, 'applied', 'permanent')).map((row) => row.stage).sort()).toEqual([
      'offer',
      'shortlisted',
    ]);
    expect((await applicationsOf(db, demo!.id, 'unsuccessful', 'permanent')).map((row) => row.job.company)).toEqual([
      'Klinik Zürichberg',
    ]);
  });

  it('counts a search exactly while its jobs open, close, change and hide, though its matches are remembered', async () => {
    const total = async (userId: string, search: string) =>
      (await dashboardPage(db, { userId, kind: 'jumper', page: 1, perPage: 5, search })).totalJobs;
    const ids = await publishJobs(
      db,
      [1, 2, 3].map((n) => jobInput({ reference: `quokka-${n}`, title: `Quokka keeper ${n}` })),
    );
    expect(await total(anna, 'quokka')).toBe(3);
    expect(await total(anna, 'quokka')).toBe(3);
    await publishJobs(db, [jobInput({ title: 'Quokka feeder' })]);
    expect(await total(anna, 'quokka')).toBe(4);
    await closeJob(db, ids[0]!);
    expect(await total(anna, 'quokka')).toBe(3);
    await markNotInterested(db, anna, ids[1]!, 'jumper');
    expect([await total(anna, 'quokka'), await total(ben, 'quokka')]).toEqual([2, 3]);
    await publishJobs(db, [jobInput({ reference: 'quokka-3', title: 'Wallaby keeper' })]);
    expect([await total(anna, 'quokka'), await total(ben, 'quokka')]).toEqual([1, 2]);
    await publishJobs(db, [jobInput({ reference: 'quokka-1', title: 'Quokka keeper again' })]);
    expect([await total(anna, 'quokka'), await total(ben, 'quokka')]).toEqual([2, 3]);

    // Past the limit of 1,000: hidden matches count only when fewer than 1,000 remain.
    const many = await publishJobs(
      db,
      Array.from({ length: 1300 }, (_, n) => jobInput({ title: `Wombat ${n}` })),
    );
    expect(await total(anna, 'wombat')).toBe(1000);
    // Hidden in bulk by straight SQL: the job board hears of it from the database's notification.
    const hide = (jobIds: number[]) =>
      db.insert(notInterestedJobs).values(jobIds.map((jobId) => ({ userId: anna, jobId })));
    await hide(many.slice(0, 300));
    expect([await total(anna, 'wombat'), await total(ben, 'wombat')]).toEqual([1000, 1000]);
    await hide(many.slice(300, 302));
    await vi.waitFor(async () =>
      expect([await total(anna, 'wombat'), await total(ben, 'wombat')]).toEqual([998, 1000]),
    );
    await closeJob(db, many[1000]!);
    expect([await total(anna, 'wombat'), await total(ben, 'wombat')]).toEqual([997, 1000]);
  }, 60_000);
});
