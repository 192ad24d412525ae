import places from '@jumpers/rules/swiss-places.json';
import { estimate, type PlaceRow, type TravelMode } from '@jumpers/rules/travel-estimate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishJobs, type JobInput } from '../src/jobs/jobs-data';
import { swissPlaces } from '../src/jobs/swiss-places';
import { jobInput } from './support/jobs';
import { startTestServer, type TestServer } from './support/test-server';
import { registerVerifiedJumper } from './support/verified-jumper';
import { call as callServer } from './support/http';

// The dashboard's filters, orders and commutes (docs/product-rules.md#finding-jobs), over HTTP.

let server: TestServer;
const keys: Record<'anna' | 'ben' | 'carla', string> = { anna: '', ben: '', carla: '' };

type Row = Record<string, unknown> & { job_name?: string; job_title?: string };
type Body = {
  data: Row & { jumper_positions?: Row[]; permanent_jobs?: Row[] };
  code?: string;
  field_codes?: Record<string, string[]>;
};

const call = (key: string, method: string, pathAndQuery: string, body?: unknown) =>
  callServer<Body>(`${server.url}/api/v1${pathAndQuery}`, method, { key, body });
const dashboard = (key: string, query: string) => call(key, 'GET', `/jumpers/dashboard?${query}`);
const rows = (body: Body) => body.data.jumper_positions ?? body.data.permanent_jobs ?? [];
const names = (body: Body) => rows(body).map((row) => row.job_name ?? row.job_title);
/** The named jobs among the answer, in its order. */
const named = async (key: string, query: string) => {
  const answer = await dashboard(key, `per_page=50&${query}`);
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
  return names(answer.body);
};

const home = (address: string, plz: string, city: string) => ({
  jumper: {
    jumper_title: 1,
    jumper_pronounce: 'she/her',
    jumper_first_name: 'Anna',
    jumper_last_name: 'Muster',
    jumper_dob: '12-03-1994',
    jumper_sex: 1,
    jumper_address: address,
    jumper_city: city,
    jumper_plz: plz,
    jumper_country: 'Switzerland',
    jumper_home_town: city,
    jumper_residence_permit: 'C',
    jumper_nationality: 'Swiss',
    jumper_maratial_status: 0,
    jumper_maratial_status_since: '2020',
    jumper_living_in_cohabilitation: 'No',
    jumper_language: 1,
    jumper_state: 'ZH',
  },
});

const base = Date.UTC(2030, 0, 1);
const inDays = (days: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/** Jumper positions with one fact each to filter on; newest first: Kloten, Uster, Bern, … */
const namedJobs: JobInput[] = [
  jobInput({
    title: 'Kloten 28-31/h 100%',
    ...swissPlaces.kloten,
    payFromChf: 28,
    payToChf: 31,
    payPeriod: 'hour',
    workload: '100%',
    requiredGermanLevel: 'none',
    startDate: inDays(5),
    publishedAt: new Date(base),
  }),
  jobInput({
    title: 'Uster 24/h 40-60%',
    ...swissPlaces.uster,
    payFromChf: 24,
    payPeriod: 'hour',
    workload: '40–60 %',
    requiredGermanLevel: 'advanced',
    startDate: inDays(60),
    publishedAt: new Date(base - 1000),
  }),
  jobInput({
    title: 'Bern 5460/month 80-100%',
    ...swissPlaces.bern,
    payFromChf: 5000,
    payToChf: 5460,
    payPeriod: 'month',
    workload: '80–100%',
    requiredGermanLevel: 'intermediate',
    publishedAt: new Date(base - 2000),
  }),
  jobInput({
    title: 'Genève 65520/year on call',
    ...swissPlaces.geneve,
    payFromChf: 65_520,
    payPeriod: 'year',
    workload: 'On call',
    workloadFrom: 10,
    workloadTo: 40,
    startDate: inDays(-3),
    publishedAt: new Date(base - 3000),
  }),
  jobInput({
    title: 'Wädenswil no pay 2 days',
    ...swissPlaces.wadenswil,
    workload: '2 days',
    requiredGermanLevel: 'native',
    startDate: inDays(20),
    publishedAt: new Date(base - 4000),
  }),
];

/** Permanent positions at every 20th town of the table: about 150 places across the country. */
const townRows = (places as PlaceRow[]).filter((_row, index) => index % 20 === 0);
const gridJobs: JobInput[] = townRows.map(([name, latitude, longitude], index) =>
  jobInput({
    kind: 'permanent',
    title: `Grid ${index} ${name}`,
    latitude,
    longitude,
    place: name,
    publishedAt: new Date(base - 100_000 - index * 1000),
  }),
);

beforeAll(async () => {
  server = await startTestServer();
  keys.anna = (await registerVerifiedJumper(server, { email: 'anna@example.ch' })).key;
  keys.ben = (await registerVerifiedJumper(server, { email: 'ben@example.ch' })).key;
  keys.carla = (await registerVerifiedJumper(server, { email: 'carla@example.ch' })).key;
  await publishJobs(server.database.db, [...namedJobs, ...gridJobs]);
  for (const [key, address] of [
    [keys.anna, home('Seestrasse 3', '8820', 'Wädenswil')],
    [keys.ben, home('Rue du Rhône 1', '1204', 'Genève')],
  ] as const) {
    expect((await call(key, 'PUT', '/jumpers/personal_details', address)).status).toBe(200);
  }
});
afterAll(() => server.close());

/** The home of Anna, Wädenswil, where the app's table of towns puts it. */
const wadenswilInTheTable = { latitude: 47.2268, longitude: 8.6687 };

describe('job facts', () => {
  it('gives every job its pay, workload and, from the home, its commute by train and by car', async () => {
    const answer = await dashboard(keys.anna, 'per_page=50');
    expect(answer.body.data.commute_origin).toEqual({ source: 'home', place: 'Wädenswil' });
    const bern = rows(answer.body).find((row) => row.job_name === 'Bern 5460/month 80-100%')!;
    expect(bern).toMatchObject({
      pay: 'CHF 5’000–5’460/month',
      pay_from_chf: 5000,
      pay_to_chf: 5460,
      pay_period: 'month',
      workload: '80–100%',
      workload_from: 80,
      workload_to: 100,
    });
    const job = { latitude: swissPlaces.bern.latitude, longitude: swissPlaces.bern.longitude };
    expect(bern.commute).toEqual({
      transit: estimate(wadenswilInTheTable, job, 'transit'),
      driving: estimate(wadenswilInTheTable, job, 'driving'),
    });
    const onCall = rows(answer.body).find((row) => row.job_name === 'Genève 65520/year on call')!;
    expect(onCall).toMatchObject({ workload: 'On call', workload_from: 10, workload_to: 40 });
    const noPay = rows(answer.body).find((row) => row.job_name === 'Wädenswil no pay 2 days')!;
    expect(noPay).toMatchObject({ pay: null, pay_from_chf: null, pay_period: null, workload_from: null });
  });

  it('keeps the first shape for a jumper without a home: no commute, no origin, the same fields', async () => {
    const answer = await dashboard(keys.carla, '');
    expect(answer.status).toBe(200);
    expect(answer.body.data).not.toHaveProperty('commute_origin');
    expect(Object.keys(answer.body.data).sort()).toEqual([
      'current_page',
      'jumper_positions',
      'total_count',
      'total_pages',
    ]);
    expect(names(answer.body)).toEqual(namedJobs.map((job) => job.title));
    for (const row of rows(answer.body)) expect(row).not.toHaveProperty('commute');
    const detail = await call(keys.carla, 'GET', `/jumpers/job/${String(rows(answer.body)[0]!.id)}`);
    expect(detail.body.data).not.toHaveProperty('commute');
    expect(detail.body.data).toMatchObject({ job_name: 'Kloten 28-31/h 100%', pay_from_chf: 28, workload_to: 100 });
  });
});

describe('filters', () => {
  it('workload: the jobs whose range reaches the minimum and starts below the maximum', async () => {
    expect(await named(keys.carla, 'workload_min=60')).toEqual([
      'Kloten 28-31/h 100%',
      'Uster 24/h 40-60%',
      'Bern 5460/month 80-100%',
    ]);
    expect(await named(keys.carla, 'workload_max=50')).toEqual(['Uster 24/h 40-60%', 'Genève 65520/year on call']);
    expect(await named(keys.carla, 'workload_min=50&workload_max=80')).toEqual([
      'Uster 24/h 40-60%',
      'Bern 5460/month 80-100%',
    ]);
  });

  it('pay: the top of the range an hour, a month over 182 hours and a year over 2184', async () => {
    // Kloten 31/h, Bern 5460/182 = 30/h, Genève 65520/2184 = 30/h, Uster 24/h.
    expect(await named(keys.carla, 'pay_min=30')).toEqual([
      'Kloten 28-31/h 100%',
      'Bern 5460/month 80-100%',
      'Genève 65520/year on call',
    ]);
    expect(await named(keys.carla, 'pay_min=30.5')).toEqual(['Kloten 28-31/h 100%']);
    expect(await named(keys.carla, 'pay_min=0')).toHaveLength(4);
  });

  it('canton, start date (from, within) and German at most a level or the jumper’s own', async () => {
    expect(await named(keys.carla, 'canton=ZH')).toEqual([
      'Kloten 28-31/h 100%',
      'Uster 24/h 40-60%',
      'Wädenswil no pay 2 days',
    ]);
    // Bern starts by arrangement: every start filter keeps it.
    expect(await named(keys.carla, `start_from=${inDays(10)}`)).toEqual([
      'Uster 24/h 40-60%',
      'Bern 5460/month 80-100%',
      'Wädenswil no pay 2 days',
    ]);
    expect(await named(keys.carla, 'start_within=7')).toEqual([
      'Kloten 28-31/h 100%',
      'Bern 5460/month 80-100%',
      'Genève 65520/year on call',
    ]);
    // Genève does not say which German it asks for.
    expect(await named(keys.carla, 'max_german_level=intermediate')).toEqual([
      'Kloten 28-31/h 100%',
      'Bern 5460/month 80-100%',
      'Genève 65520/year on call',
    ]);
    expect(await named(keys.carla, 'max_german_level=mine')).toEqual([
      'Kloten 28-31/h 100%',
      'Genève 65520/year on call',
    ]);
    const languages = await call(keys.carla, 'GET', '/admin_languages');
    const german = (languages.body.data as unknown as { id: number; names: { en: string } }[]).find(
      (language) => language.names.en === 'German',
    )!;
    const added = await call(keys.carla, 'POST', '/jumper_profile/add_language', {
      jumper: { language_skills_attributes: [{ admin_language_id: german.id, spoken_level: 'advanced' }] },
    });
    expect(added.status).toBe(201);
    expect(await named(keys.carla, 'max_german_level=mine')).toEqual([
      'Kloten 28-31/h 100%',
      'Uster 24/h 40-60%',
      'Bern 5460/month 80-100%',
      'Genève 65520/year on call',
    ]);
  });

  it('commute: the jobs at most so many minutes from home, by train or by car', async () => {
    // From Wädenswil by train: Wädenswil 7 min, Uster 15, Kloten 23, Bern 70, Genève 155; by car Bern 90.
    expect(await named(keys.anna, 'max_commute=45')).toEqual([
      'Kloten 28-31/h 100%',
      'Uster 24/h 40-60%',
      'Wädenswil no pay 2 days',
    ]);
    expect(await named(keys.anna, 'max_commute=15')).toEqual(['Uster 24/h 40-60%', 'Wädenswil no pay 2 days']);
    expect(await named(keys.anna, 'max_commute=15&commute_mode=driving')).toEqual(['Wädenswil no pay 2 days']);
    expect(await named(keys.anna, 'max_commute=90&commute_mode=driving')).toContain('Bern 5460/month 80-100%');
    // Ben's home is Genève: the same filter is his.
    expect(await named(keys.ben, 'max_commute=30')).toEqual(['Genève 65520/year on call']);
  });

  it('combines with a search and with pages', async () => {
    expect(await named(keys.anna, 'search=uster&max_commute=45&workload_min=50')).toEqual(['Uster 24/h 40-60%']);
    expect(await named(keys.anna, 'search=uster&max_commute=15&commute_mode=driving')).toEqual([]);
    const first = await dashboard(keys.anna, 'per_page=2&sort=commute&max_commute=90');
    const second = await dashboard(keys.anna, 'per_page=2&page=2&sort=commute&max_commute=90');
    expect(first.body.data).toMatchObject({ total_count: 4, total_pages: 2, current_page: 1 });
    expect([...names(first.body), ...names(second.body)]).toEqual(
      await named(keys.anna, 'sort=commute&max_commute=90'),
    );
  });
});

describe('orders', () => {
  it('newest first by default, quickest first, best paid first (no pay last)', async () => {
    expect(await named(keys.anna, '')).toEqual(namedJobs.map((job) => job.title));
    expect(await named(keys.anna, 'sort=newest')).toEqual(namedJobs.map((job) => job.title));
    expect(await named(keys.anna, 'sort=commute')).toEqual([
      'Wädenswil no pay 2 days',
      'Uster 24/h 40-60%',
      'Kloten 28-31/h 100%',
      'Bern 5460/month 80-100%',
      'Genève 65520/year on call',
    ]);
    // Bern and Genève pay 30 an hour each: the newer first.
    expect(await named(keys.carla, 'sort=pay')).toEqual([
      'Kloten 28-31/h 100%',
      'Bern 5460/month 80-100%',
      'Genève 65520/year on call',
      'Uster 24/h 40-60%',
      'Wädenswil no pay 2 days',
    ]);
  });
});

describe('a typed place', () => {
  it('is the origin instead of the home, on the dashboard and the detail', async () => {
    const answer = await dashboard(keys.anna, 'commute_from=1204%20Gen%C3%A8ve&sort=commute&per_page=1');
    expect(answer.body.data.commute_origin).toEqual({ source: 'place', place: 'Genève' });
    expect(names(answer.body)).toEqual(['Genève 65520/year on call']);
    const id = String(rows(answer.body)[0]!.id);
    const detail = await call(keys.carla, 'GET', `/jumpers/job/${id}?commute_from=Zuerich`);
    const zurich = (places as PlaceRow[]).find((row) => row[0] === 'Zürich')!;
    const job = { latitude: swissPlaces.geneve.latitude, longitude: swissPlaces.geneve.longitude };
    expect(detail.body.data.commute).toEqual({
      transit: estimate({ latitude: zurich[1], longitude: zurich[2] }, job, 'transit'),
      driving: estimate({ latitude: zurich[1], longitude: zurich[2] }, job, 'driving'),
    });
    // Without a typed place, the detail starts at the home.
    const fromHome = await call(keys.anna, 'GET', `/jumpers/job/${id}`);
    expect(fromHome.body.data.commute).toEqual({
      transit: estimate(wadenswilInTheTable, job, 'transit'),
      driving: estimate(wadenswilInTheTable, job, 'driving'),
    });
  });

  it('measures the saved jobs too: from the home, a typed place, or not at all without either', async () => {
    const answer = await dashboard(keys.anna, 'commute_from=1204%20Gen%C3%A8ve&sort=commute&per_page=1');
    const id = String(rows(answer.body)[0]!.id);
    const geneva = { latitude: swissPlaces.geneve.latitude, longitude: swissPlaces.geneve.longitude };
    const zurich = (places as PlaceRow[]).find((row) => row[0] === 'Zürich')!;
    const commuteFrom = (origin: { latitude: number; longitude: number }) => ({
      transit: estimate(origin, geneva, 'transit'),
      driving: estimate(origin, geneva, 'driving'),
    });
    for (const key of [keys.anna, keys.carla])
      expect((await call(key, 'POST', `/jumpers/${id}/save_job`)).status).toBe(200);

    const fromHome = await call(keys.anna, 'GET', '/jumpers/saved_jobs');
    expect(fromHome.body.data.commute_origin).toEqual({ source: 'home', place: 'Wädenswil' });
    expect(rows(fromHome.body)[0]!.commute).toEqual(commuteFrom(wadenswilInTheTable));
    const fromPlace = await call(keys.carla, 'GET', '/jumpers/saved_jobs?commute_from=Zuerich');
    expect(fromPlace.body.data.commute_origin).toEqual({ source: 'place', place: 'Zürich' });
    expect(rows(fromPlace.body)[0]!.commute).toEqual(commuteFrom({ latitude: zurich[1], longitude: zurich[2] }));
    const unmeasured = await call(keys.carla, 'GET', '/jumpers/saved_jobs');
    expect(unmeasured.body.data).not.toHaveProperty('commute_origin');
    expect(rows(unmeasured.body)[0]).not.toHaveProperty('commute');
    expect((await call(keys.carla, 'GET', '/jumpers/saved_jobs?commute_from=Paris')).body).toMatchObject({
      code: 'validation_failed',
      field_codes: { commute_from: ['place_not_found'] },
    });
  });

  it('and a changed home is used at once', async () => {
    expect(
      (await call(keys.ben, 'PUT', '/jumpers/personal_details', home('Bahnhofplatz 1', '3011', 'Bern'))).status,
    ).toBe(200);
    expect((await dashboard(keys.ben, '')).body.data.commute_origin).toEqual({ source: 'home', place: 'Bern' });
    expect(await named(keys.ben, 'max_commute=15')).toEqual(['Bern 5460/month 80-100%']);
  });
});

describe('refusals', () => {
  it.each([
    ['sort=cheapest', 'sort', 'not_one_of'],
    ['max_commute=20', 'max_commute', 'not_one_of'],
    ['commute_mode=bike', 'commute_mode', 'not_one_of'],
    ['canton=XX', 'canton', 'not_one_of'],
    ['pay_min=-1', 'pay_min', 'out_of_range'],
    ['workload_min=0', 'workload_min', 'out_of_range'],
    ['start_from=2030-02-30', 'start_from', 'invalid_format'],
    ['start_within=-1', 'start_within', 'out_of_range'],
    ['max_german_level=fluent', 'max_german_level', 'not_one_of'],
    ['commute_from=Paris', 'commute_from', 'place_not_found'],
    ['workload_min=80&workload_max=60', 'workload_min', 'min_above_max'],
  ])('%s: 422 naming %s with %s', async (query, field, code) => {
    const answer = await dashboard(keys.anna, query);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ code: 'validation_failed', field_codes: { [field]: [code] } });
  });

  it('a commute filter or order without a home or a place: commute_origin_required, other homes never used', async () => {
    for (const query of ['sort=commute', 'max_commute=30']) {
      const answer = await dashboard(keys.carla, query);
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ field_codes: { commute_from: ['commute_origin_required'] } });
    }
    expect((await call(keys.carla, 'GET', `/jumpers/job/1?commute_from=Atlantis`)).body).toMatchObject({
      field_codes: { commute_from: ['place_not_found'] },
    });
  });

  it('a value of the wrong type: wrong_type beside the values it may take', async () => {
    expect((await dashboard(keys.anna, 'max_commute=soon')).body).toMatchObject({
      code: 'validation_failed',
      field_codes: { max_commute: ['wrong_type', 'not_one_of'] },
    });
  });

  it('a parameter the call does not know stays a 400', async () => {
    expect((await dashboard(keys.anna, 'colour=blue')).status).toBe(400);
  });
});

describe('commutes worked out by the database', () => {
  // Every origin of a handful, both modes, against 150 towns: the database's filter and order against the estimate.
  const origins = ['Zürich', 'Bern', 'Genève', 'Lugano', 'Chur', 'Scuol', 'Grindelwald', 'Basel', 'Einsiedeln'];

  it.each(origins.flatMap((origin) => (['transit', 'driving'] as TravelMode[]).map((mode) => [origin, mode] as const)))(
    'from %s by %s: the same jobs and order as the estimate of @jumpers/rules',
    async (origin, mode) => {
      const row = (places as PlaceRow[]).find((each) => each[0] === origin)!;
      const from = { latitude: row[1], longitude: row[2] };
      const minutesOf = new Map(
        gridJobs.map((job) => [
          job.title,
          estimate(from, { latitude: job.latitude, longitude: job.longitude }, mode).minutes,
        ]),
      );
      for (const max of [30, 60, 90]) {
        const query = `permanent_job=true&per_page=50&commute_from=${encodeURIComponent(origin)}&commute_mode=${mode}`;
        const shown: string[] = [];
        for (let page = 1; ; page++) {
          const answer = await dashboard(keys.carla, `${query}&sort=commute&max_commute=${max}&page=${page}`);
          shown.push(...(names(answer.body) as string[]));
          if (page >= (answer.body.data.total_pages as number)) break;
        }
        const expected = gridJobs.filter((job) => minutesOf.get(job.title)! <= max).map((job) => job.title);
        expect([...shown].sort(), `within ${max} min`).toEqual([...expected].sort());
        const minutes = shown.map((title) => minutesOf.get(title)!);
        expect(minutes, 'quickest first').toEqual([...minutes].sort((a, b) => a - b));
      }
    },
  );
});
