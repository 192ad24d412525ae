/**
 * `npm run bench -w @jumpers/api`: loads synthetic jobs into PostgreSQL (100,000) and PGlite
 * (10,000), starts the real server on each, and measures it with a concurrent HTTP load from a
 * second process. Prints a table per database, the budgets, and the plans of the dashboard and
 * search queries. Not part of `npm test`.
 *
 * Environment: BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres; the
 * script creates and drops its own database there, BENCH_DATABASE, default jumpers_bench), BENCH_SECONDS (default 10 per scenario),
 * BENCH_CONNECTIONS (default 32), BENCH_POSTGRES_JOBS (100000), BENCH_PGLITE_JOBS (10000).
 */
import swissPlacesTable from '@jumpers/rules/swiss-places.json';
import type { PlaceRow } from '@jumpers/rules/travel-estimate';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import pg from 'pg';
import { createSession } from '../src/auth/sessions';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/database';
import { jobs, users } from '../src/db/schema';
import { jobColumns, matchCap, openJobIdsQuery, searchConditions } from '../src/jobs/job-board';
import { applyToJob, markNotInterested, publishJobs } from '../src/jobs/jobs-data';
import { searchTerms as termsOf } from '../src/jobs/search-text';
import { updateProfile } from '../src/profile/profile-data';
import { swissPlaces } from '../src/jobs/swiss-places';
import { commuteOf, filterConditions, orderOf } from '../src/jobs/job-filters';
import { syntheticJobs, syntheticWords } from '../src/jobs/synthetic-jobs';
import { buildServer } from '../src/server';
import type { LoadPlan, LoadResult } from './load';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const env = process.env;
const seconds = Number(env.BENCH_SECONDS ?? 10);
const connections = Number(env.BENCH_CONNECTIONS ?? 32);
const postgresAdminUrl = env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const benchDatabaseName = env.BENCH_DATABASE ?? 'jumpers_bench';
const searchTerms = ['zürich', 'pflege', 'nurse bern', 'logistik', 'wädenswil', 'koch', 'driver', 'lausanne'];
/**
 * Searches that no request before has made (a word of the jobs and a place, of both kinds: about 2,000), so that
 * each is read from the database: what a search costs before the server remembers its matches.
 */
const newSearches = Object.values(swissPlaces).flatMap(({ place }) =>
  syntheticWords.flatMap((word) =>
    ['', '&permanent_job=true'].map((kind) => `search=${encodeURIComponent(`${word} ${place}`)}${kind}`),
  ),
);

/** The filtered dashboard of the budget: within 45 minutes of home, 60 % or more, 25 CHF an hour or more, quickest first. */
const filteredQuery = 'max_commute=45&workload_min=60&pay_min=25&sort=commute';
/** The same filters from about 300 towns in turn that no request named before: each read from the database. */
const newOrigins = (swissPlacesTable as PlaceRow[])
  .filter((_row, index) => index % 10 === 0)
  .map(([name]) => `${filteredQuery}&commute_from=${encodeURIComponent(name)}`);

type Target = {
  label: string;
  jobCount: number;
  open: () => Promise<{ database: DatabaseHandle; drop: () => Promise<void> }>;
};

const postgresTarget: Target = {
  label: 'PostgreSQL',
  jobCount: Number(env.BENCH_POSTGRES_JOBS ?? 100_000),
  open: async () => {
    const admin = new pg.Client({ connectionString: postgresAdminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${benchDatabaseName} with (force)`);
    await admin.query(`create database ${benchDatabaseName}`);
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${benchDatabaseName}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    return {
      database,
      drop: async () => {
        // The pool has let go of its connections, but PostgreSQL may not have seen them close yet.
        for (let attempt = 1; ; attempt++) {
          try {
            await admin.query(`drop database if exists ${benchDatabaseName}`);
            break;
          } catch (error) {
            if (attempt === 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
        await admin.end();
      },
    };
  },
};

const pgliteTarget: Target = {
  label: 'PGlite',
  jobCount: Number(env.BENCH_PGLITE_JOBS ?? 10_000),
  open: async () => {
    // A data folder, as `npm start` uses, rather than memory.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'jumpers-bench-'));
    const database = await openDatabase({ dataDir });
    return { database, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  },
};

async function load(db: Database, count: number) {
  const started = performance.now();
  const batch = 10_000;
  for (let start = 0; start < count; start += batch) {
    await publishJobs(db, syntheticJobs(Math.min(batch, count - start), { seed: start + 1 }));
  }
  await db.execute(sql`vacuum analyze jobs`);
  return (performance.now() - started) / 1000;
}

/** A jumper with some history, so that the not-interested and applied lookups have rows to find. */
async function benchJumper(db: Database) {
  const [user] = await db.insert(users).values({ email: 'bench@example.ch' }).returning({ id: users.id });
  const userId = user!.id;
  await updateProfile(db, userId, {
    documentReview: 'verified',
    isVerifiedDocuments: true,
    // Commutes start here: the filtered dashboard's scenario and its plan.
    address: 'Bahnhofstrasse 1',
    plz: '8001',
    city: 'Zürich',
  });
  const ids = await openJobIds(db, 'jumper', 200);
  for (const id of ids.slice(0, 50)) await markNotInterested(db, userId, id, 'jumper');
  for (const id of ids.slice(50, 80)) await applyToJob(db, { userId, jobId: id, kind: 'jumper' });
  return { userId, key: (await createSession(db, userId)).key };
}

async function openJobIds(db: Database, kind: 'jumper' | 'permanent', limit: number) {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), sql`${jobs.closedAt} is null`))
    .orderBy(sql`random()`)
    .limit(limit);
  return rows.map((row) => row.id);
}

async function measure(plan: Omit<LoadPlan, 'connections' | 'durationSeconds' | 'warmupSeconds'>): Promise<LoadResult> {
  const full: LoadPlan = { ...plan, connections, durationSeconds: seconds, warmupSeconds: 2 };
  // A file, not an argument: thousands of paths exceed the limit of a command line.
  const planFile = path.join(mkdtempSync(path.join(tmpdir(), 'jumpers-load-')), 'plan.json');
  writeFileSync(planFile, JSON.stringify(full));
  const loader = ['--import', 'tsx', path.join(here, 'load.ts'), planFile];
  const { stdout } = await run(process.execPath, loader, { maxBuffer: 16 * 1024 * 1024 });
  rmSync(path.dirname(planFile), { recursive: true, force: true });
  return JSON.parse(stdout) as LoadResult;
}

async function explain(db: Database, query: SQLWrapper) {
  const result = (await db.execute(
    sql`explain (analyze, buffers off, costs off, timing off, summary off) ${query}`,
  )) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows.map((row) => `      ${Object.values(row)[0]}`).join('\n');
}

/** The median time of five runs of a query, as the server runs it. */
async function timed(query: PromiseLike<unknown>) {
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    await query;
    times.push(performance.now() - started);
  }
  return `median ${fmt(times.sort((a, b) => a - b)[2]!)} ms`;
}

type Row = { scenario: string; result: LoadResult };

async function benchmark(target: Target) {
  const { database, drop } = await target.open();
  const { db } = database;
  try {
    const loadSeconds = await load(db, target.jobCount);
    const jumper = await benchJumper(db);
    const server = await buildServer({ database, strictResponses: false });
    server.get('/bench/ceiling', async () => ({ ok: true }));
    const url = await server.listen({ port: 0, host: '127.0.0.1' });
    const headers = { authorization: `Bearer ${jumper.key}` };
    const openJumperJobs = (
      await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(jobs)
        .where(eq(jobs.kind, 'jumper'))
    )[0]!.n;
    const deepPage = Math.floor(openJumperJobs / 5 / 2);
    const detailIds = await openJobIds(db, 'jumper', 1000);
    const applyIds = await openJobIds(db, 'jumper', 20_000);
    const searchRead = (search: string) => openJobIdsQuery(db, 'jumper', searchConditions(termsOf(search)), matchCap);
    const get = (paths: string[]) => ({ url, method: 'GET' as const, paths, headers });
    const scenarios: [string, Omit<LoadPlan, 'connections' | 'durationSeconds' | 'warmupSeconds'>][] = [
      ['bare route (ceiling)', get(['/bench/ceiling'])],
      ['dashboard, page 1', get(['/api/v1/jumpers/dashboard?page=1&per_page=5'])],
      [`dashboard, page ${deepPage}`, get([`/api/v1/jumpers/dashboard?page=${deepPage}&per_page=5`])],
      [
        'search (8 terms in turn)',
        get(searchTerms.map((term) => `/api/v1/jumpers/dashboard?search=${encodeURIComponent(term)}`)),
      ],
      ['search (each term new)', get(newSearches.map((query) => `/api/v1/jumpers/dashboard?${query}`))],
      ['filtered, by commute', get([`/api/v1/jumpers/dashboard?${filteredQuery}`])],
      ['filtered, each origin new', get(newOrigins.map((query) => `/api/v1/jumpers/dashboard?${query}`))],
      ['job detail', get(detailIds.map((id) => `/api/v1/jumpers/job/${id}`))],
      [
        'apply',
        {
          url,
          method: 'POST',
          paths: applyIds.map((id) => `/api/v1/applied_job/${id}`),
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ applied_job: { travel_time: '25 min', knowledge_of_german: 'advanced' } }),
        },
      ],
    ];
    const rows: Row[] = [];
    for (const [scenario, plan] of scenarios) rows.push({ scenario, result: await measure(plan) });

    const zurich = { latitude: 47.3667, longitude: 8.55 };
    const filteredSearch = {
      filters: { maxCommute: 45, workloadMin: 60, payMin: 25 },
      sort: 'commute' as const,
      commute: { origin: zurich, mode: 'transit' as const },
    };
    const filteredRead = () =>
      openJobIdsQuery(
        db,
        'jumper',
        filterConditions(filteredSearch),
        undefined,
        orderOf(filteredSearch),
        commuteOf(filteredSearch),
      );
    const plans = [
      [
        `the filtered dashboard's matches from Zürich (read when the filters or the origin are new: ${await timed(filteredRead())})`,
        await explain(db, filteredRead()),
      ],
      [
        `the open jumper positions, newest first (read again after any change to jobs: ${await timed(openJobIdsQuery(db, 'jumper'))})`,
        await explain(db, openJobIdsQuery(db, 'jumper')),
      ],
      [
        `the matches of "nurse bern" (read when a search is new: ${await timed(searchRead('nurse bern'))})`,
        await explain(db, searchRead('nurse bern')),
      ],
      [
        `the matches of "wädenswil" (${await timed(searchRead('wädenswil'))})`,
        await explain(db, searchRead('wädenswil')),
      ],
      [
        'the jobs of a page not shown lately',
        await explain(
          db,
          db
            .select(jobColumns)
            .from(jobs)
            .where(inArray(jobs.id, detailIds.slice(0, 5))),
        ),
      ],
    ];
    await server.close();
    return { rows, loadSeconds, plans };
  } finally {
    await database.close();
    await drop();
  }
}

const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

function table(title: string, rows: Row[]) {
  const ceiling = rows[0]!.result.requestsPerSecond;
  const lines = rows.map(({ scenario, result }) =>
    [
      scenario.padEnd(26),
      fmt(result.requestsPerSecond, 0).padStart(8),
      fmt(result.p50).padStart(7),
      fmt(result.p95).padStart(7),
      fmt(result.p99).padStart(7),
      `${fmt(result.requestsPerSecond / ceiling, 2)}`.padStart(8),
      String(result.failures).padStart(7),
      fmt(result.generatorCores, 2).padStart(9),
    ].join('  '),
  );
  const header = [
    'scenario'.padEnd(26),
    'req/s'.padStart(8),
    'p50 ms'.padStart(7),
    'p95 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'ceiling'.padStart(8),
    'non-2xx'.padStart(7),
    'gen cores'.padStart(9),
  ].join('  ');
  const note =
    'gen cores: CPU of the load generator (one thread) in cores; near 1.00 the generator, not the server, is the limit';
  return [title, header, '-'.repeat(header.length), ...lines, note].join('\n');
}

function budget(label: string, ok: boolean) {
  return `  ${ok ? 'PASS' : 'FAIL'}  ${label}`;
}

const cores = availableParallelism();
console.log(`jumpers benchmark · ${cores} cores (${cpus()[0]?.model ?? 'unknown CPU'}) · Node ${process.version}`);
console.log(
  `${connections} connections, ${seconds} s per scenario after 2 s warm-up, load from a second process (autocannon)`,
);
// strictResponses: false is what NODE_ENV=production runs: responses are checked by sample, not each one.
console.log(
  'server in its production configuration (as NODE_ENV=production: 1 response in 100 checked against the contract)\n',
);

for (const target of [postgresTarget, pgliteTarget]) {
  const { rows, loadSeconds, plans } = await benchmark(target);
  // Other processes on the machine share its cores; their load is part of what the figures mean.
  const load = loadavg()
    .map((value) => fmt(value, 2))
    .join(' ');
  const title = `${target.label} · ${target.jobCount.toLocaleString('en')} jobs (loaded in ${fmt(loadSeconds)} s) · load average ${load}`;
  console.log(table(title, rows));
  const [ceiling, first, , search, newSearch, filtered, newOrigin] = rows.map((row) => row.result);
  if (target === postgresTarget) {
    console.log(budget(`dashboard p95 ${fmt(first!.p95)} ms < 20 ms`, first!.p95 < 20));
    console.log(budget(`search p95 ${fmt(search!.p95)} ms < 20 ms`, search!.p95 < 20));
    console.log(budget(`search, each term new, p95 ${fmt(newSearch!.p95)} ms < 20 ms`, newSearch!.p95 < 20));
    console.log(
      budget(
        `dashboard ${fmt(first!.requestsPerSecond, 0)} req/s ≥ 1/3 of bare route ${fmt(ceiling!.requestsPerSecond, 0)} req/s`,
        first!.requestsPerSecond * 3 >= ceiling!.requestsPerSecond,
      ),
    );
    console.log(budget(`filtered by commute p95 ${fmt(filtered!.p95)} ms < 20 ms`, filtered!.p95 < 20));
    console.log(
      budget(
        `filtered by commute ${fmt(filtered!.requestsPerSecond, 0)} req/s ≥ 1/4 of bare route ${fmt(ceiling!.requestsPerSecond, 0)} req/s`,
        filtered!.requestsPerSecond * 4 >= ceiling!.requestsPerSecond,
      ),
    );
    console.log(
      `  (not a budget) filtered, each origin new: p95 ${fmt(newOrigin!.p95)} ms, ${fmt(newOrigin!.requestsPerSecond, 0)} req/s`,
    );
  } else {
    for (const { scenario, result } of rows.slice(1))
      console.log(budget(`${scenario} p95 ${fmt(result.p95)} ms < 50 ms`, result.p95 < 50));
  }
  console.log('\n  Query plans (EXPLAIN ANALYZE):');
  for (const [name, plan] of plans) console.log(`    ${name}:\n${plan}`);
  console.log('');
}
