import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, notInterestedJobs } from '../src/db/schema';
import { publishJobs } from '../src/jobs/jobs-data';
import { swissPlaces } from '../src/jobs/swiss-places';
import { operatorCommands, OperatorUsageError, runOperatorCommand } from '../src/operator/commands';
import { testOperatorContext } from './support/operator';
import { call as callServer, registerJumper } from './support/http';
import { registerVerifiedJumper } from './support/verified-jumper';
import { jobInput } from './support/jobs';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let annaKey: string;
let benKey: string;
const ids: Record<string, number> = {};
const fileDir = mkdtempSync(path.join(tmpdir(), 'jumpers-jobs-'));

type Row = { job_name?: string; job_title?: string; [field: string]: unknown };
type Answer = {
  error?: string;
  message?: string;
  data: Row & { jumper_positions?: Row[]; permanent_jobs?: Row[]; data?: Row[] };
};

/** Status and body only, so that a test compares an answer as a whole. */
const call = async (key: string, method: string, pathAndQuery: string, body?: unknown) => {
  const { status, body: answer } = await callServer<Answer>(`${server.url}${pathAndQuery}`, method, { key, body });
  return { status, body: answer };
};

const operator = (...args: string[]) =>
  runOperatorCommand(operatorCommands, server.database.db, args[0]!, args.slice(1), testOperatorContext());
const dashboard = (key: string, query: string) => call(key, 'GET', `/api/v1/jumpers/dashboard?${query}`);
const names = (body: Answer) =>
  (body.data.jumper_positions ?? body.data.permanent_jobs ?? []).map((row) => row.job_name ?? row.job_title);

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  annaKey = (await registerVerifiedJumper(server, { email: 'anna@example.ch' })).key;
  benKey = (await registerVerifiedJumper(server, { email: 'ben@example.ch', first_name: 'Ben' })).key;
  const base = Date.UTC(2030, 0, 1);
  const published = await publishJobs(db, [
    ...Array.from({ length: 12 }, (_unused, index) =>
      jobInput({ title: `Temp ${index}`, publishedAt: new Date(base + index * 1000) }),
    ),
    jobInput({ title: 'Gärtner', company: 'Grün AG', ...swissPlaces.zurich, publishedAt: new Date(base - 10_000) }),
    jobInput({
      title: 'Pensum',
      descriptionHtml: '<p>50% Pensum, l&#39;équipe</p>',
      publishedAt: new Date(base - 20_000),
    }),
    jobInput({ title: 'Snake_case', publishedAt: new Date(base - 30_000) }),
    jobInput({
      kind: 'permanent',
      title: 'Dipl. Pflegefachperson',
      company: 'Klinik Zürichberg',
      ...swissPlaces.zurich,
      payFromChf: 6800,
      payToChf: 8200,
      payPeriod: 'month',
      startDate: '2027-02-01',
    }),
  ]);
  [
    't0',
    't1',
    't2',
    't3',
    't4',
    't5',
    't6',
    't7',
    't8',
    't9',
    't10',
    't11',
    'gartner',
    'pensum',
    'snake',
    'nurse',
  ].forEach((name, index) => (ids[name] = published[index]!));
});

afterAll(async () => {
  await server.close();
  rmSync(fileDir, { recursive: true, force: true });
});

describe('jobs for a jumper whose documents are not verified', () => {
  it('refuses the dashboard, a job, Not Interested and applying with 403, and stores nothing', async () => {
    const newcomer = await registerJumper(server.url);
    const job = ids.t0!;
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/v1/jumpers/dashboard'],
      ['GET', `/api/v1/jumpers/job/${job}`],
      ['POST', `/api/v1/jumpers/${job}/add_not_interested`],
      ['DELETE', `/api/v1/jumpers/${job}/add_not_interested`],
      ['POST', `/api/v1/applied_job/${job}`, { applied_job: { knowledge_of_german: 'advanced' } }],
      ['POST', `/api/v1/applied_per_job/${ids.nurse!}`, { applied_job: { knowledge_of_german: 'advanced' } }],
    ];
    for (const [method, url, body] of calls) {
      const answer = await call(newcomer.key, method, url, body);
      expect(answer.status, `${method} ${url}`).toBe(403);
      expect(answer.body.error).toBe(
        'Your documents have not been verified yet. You can see and apply to jobs once they are.',
      );
    }
    const rows = await server.database.db.select().from(applications);
    expect(rows.filter((row) => row.jobId === job || row.jobId === ids.nurse)).toEqual([]);
    // What the app shows before verification keeps working.
    expect((await call(newcomer.key, 'GET', '/api/v1/applied_jobs?is_applied=true')).status).toBe(200);
    expect((await call(newcomer.key, 'GET', '/api/v1/jumper_profile')).status).toBe(200);
  });
});

describe('GET /api/v1/jumpers/dashboard', () => {
  it('needs a signed-in jumper', async () => {
    const response = await fetch(`${server.url}/api/v1/jumpers/dashboard`);
    expect(response.status).toBe(401);
  });

  it('answers 5 jumper positions per page by default, newest first, with the page count', async () => {
    const { status, body } = await dashboard(annaKey, '');
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Temp 11', 'Temp 10', 'Temp 9', 'Temp 8', 'Temp 7']);
    expect(body.data).toMatchObject({ total_pages: 3, current_page: 1, total_count: 15 });
    expect(body.data.permanent_jobs).toBeUndefined();
    expect(body.data.jumper_positions?.[0]).toMatchObject({
      is_applied: false,
      is_open: true,
      city: 'Bern',
      plz: '3011',
    });
  });

  it('answers the last page, and an empty list with the real page count beyond it', async () => {
    expect(names((await dashboard(annaKey, 'page=3')).body)).toEqual([
      'Temp 1',
      'Temp 0',
      'Gärtner',
      'Pensum',
      'Snake_case',
    ]);
    const beyond = await dashboard(annaKey, 'page=4');
    expect(beyond.status).toBe(200);
    expect(beyond.body.data).toEqual({ jumper_positions: [], total_pages: 3, current_page: 4, total_count: 15 });
  });

  it('refuses page 0 and per_page 0 or 10000 with a 400 naming the parameter', async () => {
    for (const query of ['page=0', 'per_page=0', 'per_page=10000', 'page=-1', 'page=abc']) {
      const { status, body } = await dashboard(annaKey, query);
      expect(status, query).toBe(400);
      expect(body.error, query).toEqual(expect.any(String));
    }
    expect((await dashboard(annaKey, 'per_page=50')).body.data.jumper_positions).toHaveLength(15);
  });

  it('lists permanent positions with permanent_job=true, with their pay and start date', async () => {
    const { body } = await dashboard(annaKey, 'permanent_job=true');
    expect(body.data.jumper_positions).toBeUndefined();
    expect(body.data.permanent_jobs).toEqual([
      expect.objectContaining({
        job_title: 'Dipl. Pflegefachperson',
        company_name: 'Klinik Zürichberg',
        city: 'Zürich',
        pay: 'CHF 6’800–8’200/month',
        start_date: '2027-02-01',
        latitude: swissPlaces.zurich.latitude,
        longitude: swissPlaces.zurich.longitude,
      }),
    ]);
  });

  it('searches with umlauts, accents and their spellings, and takes %, _ and quotes literally', async () => {
    const search = async (text: string, extra = '') =>
      names((await dashboard(annaKey, `per_page=50&search=${encodeURIComponent(text)}${extra}`)).body);
    for (const text of ['Zürich', 'zurich', 'ZUERICH', 'gärtner', 'Gaertner', 'grun', 'ürich']) {
      expect(await search(text), text).toEqual(['Gärtner']);
    }
    expect(await search('zürichberg', '&permanent_job=true')).toEqual(['Dipl. Pflegefachperson']);
    expect(await search('%')).toEqual(['Pensum']);
    expect(await search('50%')).toEqual(['Pensum']);
    expect(await search('_')).toEqual(['Snake_case']);
    expect(await search("l'equipe")).toEqual(['Pensum']);
    expect(await search("'; drop table jobs; --")).toEqual([]);
    const noMatch = await dashboard(annaKey, 'search=nowhere');
    expect(noMatch.body.data).toEqual({ jumper_positions: [], total_pages: 0, current_page: 1, total_count: 0 });
  });
});

describe('not interested', () => {
  it('hides a job from that jumper only, and is idempotent', async () => {
    const mark = () => call(annaKey, 'POST', `/api/v1/jumpers/${ids.t11}/add_not_interested`);
    expect(await mark()).toEqual({ status: 200, body: { message: 'Removed Successfully' } });
    expect((await mark()).status).toBe(200);
    const annas = await dashboard(annaKey, '');
    expect(names(annas.body)[0]).toBe('Temp 10');
    expect(annas.body.data.total_count).toBe(14);
    const bens = await dashboard(benKey, '');
    expect(names(bens.body)[0]).toBe('Temp 11');
    expect(bens.body.data.total_count).toBe(15);
  });

  it('answers 404 for a missing job or a job of the other kind', async () => {
    expect((await call(annaKey, 'POST', '/api/v1/jumpers/999999/add_not_interested')).status).toBe(404);
    expect(
      (await call(annaKey, 'POST', `/api/v1/jumpers/${ids.t1}/add_not_interested?permanent_job=true`)).status,
    ).toBe(404);
  });
});

describe('taking back not interested (Undo)', () => {
  const hiddenBy = async (jobId: number) =>
    (await server.database.db.select().from(notInterestedJobs)).filter((row) => row.jobId === jobId).length;

  it("brings the job back to this jumper's dashboard only, and answers 404 with a code when there is nothing to undo", async () => {
    const undo = (key: string) => call(key, 'DELETE', `/api/v1/jumpers/${ids.t10}/add_not_interested`);
    expect((await call(annaKey, 'POST', `/api/v1/jumpers/${ids.t10}/add_not_interested`)).status).toBe(200);
    expect((await call(benKey, 'POST', `/api/v1/jumpers/${ids.t10}/add_not_interested`)).status).toBe(200);
    expect(names((await dashboard(annaKey, 'per_page=50')).body)).not.toContain('Temp 10');
    expect(await hiddenBy(ids.t10!)).toBe(2);

    expect(await undo(annaKey)).toEqual({
      status: 200,
      body: { message: 'The job shows on your dashboard again.' },
    });
    const annas = await dashboard(annaKey, '');
    // Temp 11 stays hidden (marked above); Temp 10 is back in its place.
    expect(names(annas.body)[0]).toBe('Temp 10');
    expect(annas.body.data.total_count).toBe(14);
    expect(await hiddenBy(ids.t10!)).toBe(1);
    // Ben's own mark is his: Anna's undo left it.
    expect(names((await dashboard(benKey, 'per_page=50')).body)).not.toContain('Temp 10');

    // Nothing left to undo: 404 with its code, and nothing changes.
    const again = await undo(annaKey);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'not_marked_not_interested' });
    expect(await hiddenBy(ids.t10!)).toBe(1);

    expect((await undo(benKey)).status).toBe(200);
    expect(await hiddenBy(ids.t10!)).toBe(0);
    expect(names((await dashboard(benKey, '')).body)).toContain('Temp 10');
  });

  it('answers 404 not_found for a missing job or a job of the other kind', async () => {
    for (const url of [
      '/api/v1/jumpers/999999/add_not_interested',
      `/api/v1/jumpers/${ids.t11}/add_not_interested?permanent_job=true`,
    ]) {
      const answer = await call(annaKey, 'DELETE', url);
      expect(answer.status, url).toBe(404);
      expect(answer.body, url).toMatchObject({ code: 'not_found' });
    }
    // Anna's mark of Temp 11 is still there.
    expect(names((await dashboard(annaKey, 'per_page=50')).body)).not.toContain('Temp 11');
  });
});

describe('applying', () => {
  const body = { applied_job: { travel_time: '25 min', travel_distance: '12 km', knowledge_of_german: 'advanced' } };

  it('answers 201 first and 200 with the same application after, keeping one row', async () => {
    const first = await call(annaKey, 'POST', `/api/v1/applied_job/${ids.t5}`, body);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      job_id: ids.t5,
      job_title: 'Temp 5',
      status: 'applied',
      is_permanent: false,
    });
    const again = await Promise.all([1, 2, 3].map(() => call(annaKey, 'POST', `/api/v1/applied_job/${ids.t5}`, body)));
    expect(again.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(again.every((answer) => answer.body.data.id === first.body.data.id)).toBe(true);
    const rows = await server.database.db.select().from(applications);
    expect(rows.filter((row) => row.jobId === ids.t5)).toHaveLength(1);
    const detail = await call(annaKey, 'GET', `/api/v1/jumpers/job/${ids.t5}`);
    expect(detail.body.data).toMatchObject({ job_name: 'Temp 5', is_applied: true });
    expect((await call(benKey, 'GET', `/api/v1/jumpers/job/${ids.t5}`)).body.data.is_applied).toBe(false);
  });

  it('answers 404 for a missing job or the wrong kind, and 409 for a closed job', async () => {
    expect((await call(annaKey, 'POST', '/api/v1/applied_job/999999', body)).status).toBe(404);
    expect((await call(annaKey, 'POST', `/api/v1/applied_per_job/${ids.t1}`, body)).status).toBe(404);
    expect(await operator('jobs-close', String(ids.t2))).toBe(`Job ${ids.t2} is closed.`);
    const closed = await call(annaKey, 'POST', `/api/v1/applied_job/${ids.t2}`, body);
    expect(closed).toEqual({
      status: 409,
      body: { error: 'This job is closed and takes no more applications.', code: 'job_closed' },
    });
    expect(names((await dashboard(benKey, 'per_page=50')).body)).not.toContain('Temp 2');
    expect((await call(annaKey, 'GET', `/api/v1/jumpers/job/${ids.t2}`)).body.data.is_open).toBe(false);
  });

  it('refuses an unknown German level with a 422', async () => {
    const bad = await call(annaKey, 'POST', `/api/v1/applied_job/${ids.t6}`, {
      applied_job: { knowledge_of_german: 'fluent' },
    });
    expect(bad.status).toBe(422);
  });
});

describe('GET /api/v1/applied_jobs and the outcome command', () => {
  it('lists applications and unsuccessful ones per kind, for the signed-in jumper only', async () => {
    const list = async (key: string, query: string) =>
      (await call(key, 'GET', `/api/v1/applied_jobs?${query}`)).body.data.data?.map((row) => row.job_title);
    expect((await call(annaKey, 'POST', `/api/v1/applied_per_job/${ids.nurse}`, { applied_job: {} })).status).toBe(201);
    expect(await list(annaKey, 'is_applied=true')).toEqual(['Temp 5']);
    expect(await list(annaKey, 'is_applied=true&is_permanent=true')).toEqual(['Dipl. Pflegefachperson']);
    expect(await list(annaKey, 'is_applied=false')).toEqual([]);
    expect(await list(benKey, 'is_applied=true')).toEqual([]);

    expect(await operator('outcome', 'ANNA@example.ch', String(ids.t5), 'unsuccessful')).toBe(
      `The application of ANNA@example.ch to job ${ids.t5} is now unsuccessful.`,
    );
    expect(await list(annaKey, 'is_applied=true')).toEqual([]);
    const unsuccessful = (await call(annaKey, 'GET', '/api/v1/applied_jobs?is_applied=false')).body.data.data;
    expect(unsuccessful).toEqual([
      expect.objectContaining({ job_title: 'Temp 5', company_name: 'Test AG', place: 'Bern', status: 'unsuccessful' }),
    ]);
    await expect(operator('outcome', 'ben@example.ch', String(ids.t5), 'unsuccessful')).rejects.toThrow(
      OperatorUsageError,
    );
    await expect(operator('outcome', 'anna@example.ch', String(ids.t5), 'hired')).rejects.toThrow(OperatorUsageError);
  });

  it('needs is_applied', async () => {
    expect((await call(annaKey, 'GET', '/api/v1/applied_jobs')).status).toBe(400);
  });
});

describe('jobs-publish and jobs-list', () => {
  it('publishes a file, updates by reference, sanitises the description and refuses bad entries', async () => {
    const file = path.join(fileDir, 'jobs.json');
    const entry = {
      reference: 'file:cook',
      kind: 'jumper',
      title: 'Koch',
      company: 'Bären AG',
      description_html: '<p>Kochen<script>alert(1)</script></p>',
      postal_code: '3600',
      place: 'Thun',
      canton: 'BE',
      latitude: 46.758,
      longitude: 7.628,
      required_experience: 'EFZ',
      workload: '100%',
      pay_from_chf: 30,
      pay_period: 'hour',
    };
    writeFileSync(file, JSON.stringify([entry]));
    expect(await operator('jobs-publish', file)).toMatch(/^Published 1 job: \d+\.$/);
    writeFileSync(file, JSON.stringify([{ ...entry, title: 'Koch/Köchin' }]));
    await operator('jobs-publish', file);
    const found = await dashboard(benKey, 'search=thun');
    expect(names(found.body)).toEqual(['Koch/Köchin']);
    expect(found.body.data.jumper_positions?.[0]).toMatchObject({
      job_description: '<p>Kochen</p>',
      pay: 'from CHF 30/h',
    });

    writeFileSync(file, JSON.stringify([{ ...entry, latitude: 'north' }]));
    await expect(operator('jobs-publish', file)).rejects.toThrow('Job 1: "latitude" must be a number.');
    await expect(operator('jobs-publish', path.join(fileDir, 'missing.json'))).rejects.toThrow('Cannot read');
    expect(await operator('jobs-list')).toMatch(/Koch\/Köchin · Bären AG · Thun/);
  });

  it('publishes the level of German a job requires, answers it in the dashboard and the job, and refuses others', async () => {
    const file = path.join(fileDir, 'german.json');
    const entry = {
      reference: 'file:reception',
      kind: 'permanent',
      title: 'Réceptionniste',
      company: 'Hôtel du Lac SA',
      description_html: '<p>Accueil</p>',
      postal_code: '1820',
      place: 'Montreux',
      canton: 'VD',
      latitude: 46.433,
      longitude: 6.911,
      required_experience: 'Hotel school',
      workload: '80%',
      required_german_level: 'advanced',
    };
    writeFileSync(file, JSON.stringify(entry));
    const id = Number((await operator('jobs-publish', file)).match(/(\d+)\.$/)![1]);
    const listed = await dashboard(benKey, 'permanent_job=true&search=montreux');
    expect(listed.body.data.permanent_jobs).toEqual([
      expect.objectContaining({ id, job_title: 'Réceptionniste', required_german_level: 'advanced' }),
    ]);
    const detail = await call(benKey, 'GET', `/api/v1/jumpers/job/${id}?permanent_job=true`);
    expect(detail.body.data).toMatchObject({ id, required_german_level: 'advanced' });

    // Published again without the field: the job no longer says; with none, it asks for no German.
    writeFileSync(file, JSON.stringify({ ...entry, required_german_level: undefined }));
    await operator('jobs-publish', file);
    expect((await call(benKey, 'GET', `/api/v1/jumpers/job/${id}?permanent_job=true`)).body.data).toMatchObject({
      required_german_level: null,
    });
    writeFileSync(file, JSON.stringify({ ...entry, required_german_level: 'none' }));
    await operator('jobs-publish', file);
    expect((await call(benKey, 'GET', `/api/v1/jumpers/job/${id}?permanent_job=true`)).body.data).toMatchObject({
      required_german_level: 'none',
    });

    for (const level of ['fluent', 'Advanced', 3]) {
      writeFileSync(file, JSON.stringify({ ...entry, required_german_level: level }));
      await expect(operator('jobs-publish', file)).rejects.toThrow(
        'Job 1: "required_german_level" must be one of "none", "beginner", "intermediate", "advanced", "native".',
      );
    }
    expect((await call(benKey, 'GET', `/api/v1/jumpers/job/${id}?permanent_job=true`)).body.data).toMatchObject({
      required_german_level: 'none',
    });
  });

  it('publishes workload percentages read from the text or given, and refuses bad ones and bad pay', async () => {
    const file = path.join(fileDir, 'workload.json');
    const entry = {
      reference: 'file:on-call',
      kind: 'jumper',
      title: 'Helfer/in auf Abruf',
      company: 'Umzug AG',
      description_html: '<p>Umzüge</p>',
      postal_code: '3011',
      place: 'Bern',
      canton: 'BE',
      latitude: 46.948,
      longitude: 7.4474,
      required_experience: 'None',
      workload: '60–80 %',
      pay_from_chf: 27,
      pay_period: 'hour',
    };
    writeFileSync(file, JSON.stringify(entry));
    const id = Number((await operator('jobs-publish', file)).match(/(\d+)\.$/)![1]);
    const job = async () => (await call(benKey, 'GET', `/api/v1/jumpers/job/${id}`)).body.data;
    expect(await job()).toMatchObject({ workload: '60–80 %', workload_from: 60, workload_to: 80, pay_from_chf: 27 });
    writeFileSync(file, JSON.stringify({ ...entry, workload: 'Auf Abruf', workload_from: 10, workload_to: 40 }));
    await operator('jobs-publish', file);
    expect(await job()).toMatchObject({ workload: 'Auf Abruf', workload_from: 10, workload_to: 40 });
    const refusals: [Record<string, unknown>, string][] = [
      [{ workload_from: 120 }, '"workload_from" must be a whole percentage from 0 to 100.'],
      [{ workload_from: 80, workload_to: 40 }, '"workload_from" must not be above "workload_to".'],
      [{ pay_from_chf: -5 }, '"pay_from_chf" must be a whole number of francs, 0 or more.'],
      [{ pay_to_chf: 27.5 }, '"pay_to_chf" must be a whole number of francs, 0 or more.'],
      [
        { pay_from_chf: null, pay_to_chf: 30 },
        '"pay_to_chf" needs "pay_from_chf" (a single figure is "pay_from_chf").',
      ],
      [{ pay_to_chf: 25 }, '"pay_from_chf" must not be above "pay_to_chf".'],
      [{ pay_period: null }, '"pay_from_chf" needs "pay_period" ("hour", "month" or "year").'],
    ];
    for (const [change, message] of refusals) {
      writeFileSync(file, JSON.stringify({ ...entry, ...change }));
      await expect(operator('jobs-publish', file)).rejects.toThrow(`Job 1: ${message}`);
    }
    expect(await job()).toMatchObject({ workload_from: 10, workload_to: 40 });
  });
});
