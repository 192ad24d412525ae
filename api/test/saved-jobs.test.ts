import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeJob, publishJobs } from '../src/jobs/jobs-data';
import { call, registerJumper } from './support/http';
import { jobInput } from './support/jobs';
import { startTestServer, type TestServer } from './support/test-server';
import { registerVerifiedJumper } from './support/verified-jumper';

type Job = { id: number; job_name?: string; job_title?: string; is_saved: boolean; is_open: boolean };
type Page = {
  data: {
    jumper_positions?: Job[];
    permanent_jobs?: Job[];
    total_pages: number;
    current_page: number;
    total_count: number;
  };
};

let server: TestServer;
let anna: string;
let ben: string;
const ids: Record<string, number> = {};
const api = (pathAndQuery: string) => `${server.url}/api/v1${pathAndQuery}`;
const save = (key: string, id: number, query = '') => call(api(`/jumpers/${id}/save_job${query}`), 'POST', { key });
const unsave = (key: string, id: number, query = '') => call(api(`/jumpers/${id}/save_job${query}`), 'DELETE', { key });
const saved = (key: string, query = '') => call<Page>(api(`/jumpers/saved_jobs${query}`), 'GET', { key });
const titles = (page: Page) =>
  (page.data.jumper_positions ?? page.data.permanent_jobs ?? []).map((job) => job.job_name ?? job.job_title);

beforeAll(async () => {
  server = await startTestServer();
  anna = (await registerVerifiedJumper(server)).key;
  ben = (await registerVerifiedJumper(server)).key;
  const base = Date.now() - 60_000;
  const published = await publishJobs(server.database.db, [
    ...Array.from({ length: 7 }, (_unused, index) =>
      jobInput({ title: `Saved ${index}`, publishedAt: new Date(base + index * 1000) }),
    ),
    jobInput({ kind: 'permanent', title: 'Permanent one' }),
  ]);
  published.forEach((id, index) => (ids[index === 7 ? 'permanent' : `s${index}`] = id));
});
afterAll(() => server?.close());

describe('saving a job', () => {
  it('is idempotent, shows on the dashboard and the detail as is_saved, for this jumper alone', async () => {
    expect(await save(anna, ids.s1!)).toMatchObject({ status: 200, body: { message: 'Job saved.' } });
    expect((await save(anna, ids.s1!)).status).toBe(200);

    const list = await saved(anna);
    expect(list.status).toBe(200);
    expect(titles(list.body)).toEqual(['Saved 1']);
    expect(list.body.data).toMatchObject({ total_pages: 1, current_page: 1, total_count: 1 });
    expect(list.body.data.jumper_positions![0]).toMatchObject({ id: ids.s1, is_saved: true, is_open: true });

    const detail = await call<{ data: Job }>(api(`/jumpers/job/${ids.s1}`), 'GET', { key: anna });
    expect(detail.body.data.is_saved).toBe(true);
    const dashboard = await call<Page>(api('/jumpers/dashboard?per_page=50'), 'GET', { key: anna });
    const shown = dashboard.body.data.jumper_positions!;
    expect(shown.filter((job) => job.is_saved).map((job) => job.id)).toEqual([ids.s1]);

    // Ben sees the job unsaved and has nothing saved; his unsave does not touch Anna's save.
    const bensDetail = await call<{ data: Job }>(api(`/jumpers/job/${ids.s1}`), 'GET', { key: ben });
    expect(bensDetail.body.data.is_saved).toBe(false);
    expect(titles((await saved(ben)).body)).toEqual([]);
    expect((await unsave(ben, ids.s1!)).status).toBe(200);
    expect(titles((await saved(anna)).body)).toEqual(['Saved 1']);
  });

  it('keeps a closed job in the list, marked closed, while the dashboard no longer shows it', async () => {
    expect((await save(anna, ids.s2!)).status).toBe(200);
    expect(await closeJob(server.database.db, ids.s2!)).toBe(true);
    const list = await saved(anna);
    expect(titles(list.body)).toEqual(['Saved 2', 'Saved 1']);
    expect(list.body.data.jumper_positions![0]).toMatchObject({ id: ids.s2, is_open: false, is_saved: true });
    const dashboard = await call<Page>(api('/jumpers/dashboard?per_page=50'), 'GET', { key: anna });
    expect(titles(dashboard.body)).not.toContain('Saved 2');
    // A closed job can be saved too: the jumper may keep what they saw.
    expect((await save(ben, ids.s2!)).status).toBe(200);
    expect(titles((await saved(ben)).body)).toEqual(['Saved 2']);
  });

  it('takes a job off the list, idempotently', async () => {
    expect(await unsave(anna, ids.s2!)).toMatchObject({ status: 200 });
    expect((await unsave(anna, ids.s2!)).status).toBe(200);
    expect(titles((await saved(anna)).body)).toEqual(['Saved 1']);
    const detail = await call<{ data: Job }>(api(`/jumpers/job/${ids.s2}`), 'GET', { key: anna });
    expect(detail.body.data.is_saved).toBe(false);
  });

  it('pages the list like the dashboard, the last saved first, one kind at a time', async () => {
    const jumper = (await registerVerifiedJumper(server)).key;
    for (const index of [0, 3, 1, 4, 5, 6, 2]) expect((await save(jumper, ids[`s${index}`]!)).status).toBe(200);
    const first = await saved(jumper);
    expect(titles(first.body)).toEqual(['Saved 2', 'Saved 6', 'Saved 5', 'Saved 4', 'Saved 1']);
    expect(first.body.data).toMatchObject({ total_pages: 2, current_page: 1, total_count: 7 });
    const second = await saved(jumper, '?page=2');
    expect(titles(second.body)).toEqual(['Saved 3', 'Saved 0']);
    const beyond = await saved(jumper, '?page=3');
    expect(beyond.body.data).toEqual({ jumper_positions: [], total_pages: 2, current_page: 3, total_count: 7 });

    expect(titles((await saved(jumper, '?permanent_job=true')).body)).toEqual([]);
    expect((await save(jumper, ids.permanent!, '?permanent_job=true')).status).toBe(200);
    const permanent = await saved(jumper, '?permanent_job=true');
    expect(permanent.body.data).toMatchObject({ total_count: 1 });
    expect(permanent.body.data.permanent_jobs![0]).toMatchObject({ job_title: 'Permanent one', is_saved: true });
  });

  it('refuses a missing job, one of the other kind, an unverified jumper and no session', async () => {
    expect(await save(anna, 999_999)).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(await save(anna, ids.permanent!)).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(await unsave(anna, ids.s0!, '?permanent_job=true')).toMatchObject({
      status: 404,
      body: { code: 'not_found' },
    });
    const unverified = (await registerJumper(server.url)).key;
    expect(await save(unverified, ids.s0!)).toMatchObject({ status: 403, body: { code: 'documents_not_verified' } });
    expect(await saved(unverified)).toMatchObject({ status: 403, body: { code: 'documents_not_verified' } });
    expect((await call(api(`/jumpers/${ids.s0}/save_job`), 'POST')).status).toBe(401);
  });
});
