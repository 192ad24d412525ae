import { and, eq, inArray, isNull, like, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ChangeFeed } from '../db/change-feed';
import type { Database, DatabaseHandle } from '../db/database';
import {
  adminLanguages,
  applications,
  jobs,
  jumperProfiles,
  languageSkills,
  notInterestedJobs,
  savedJobs,
} from '../db/schema';
import { commuteMinutes } from './commute';
import {
  commuteOf,
  filterConditions,
  narrowsOrReorders,
  newestFirst,
  orderOf,
  type CommuteColumn,
  type JobSearch,
} from './job-filters';
import type { GermanLevel, Job, JobKind } from './jobs-data';
import { containsPattern, searchTerms } from './search-text';

/**
 * The job board is what a server process remembers of the jobs: the open jobs of each kind newest first (their
 * ids), the matches of recent searches and of recent filters and orders, recently shown jobs, and each active
 * jumper's marks (jobs hidden as not interested, jobs applied to, jobs saved, their home and German for the filters). A
 * dashboard page is then cut out of memory, without a query.
 *
 * It stays exact because it forgets: triggers notify channel `job_board` of every statement on jobs ('jobs')
 * and on a jumper's marks ('jumper <id>'), whoever writes (another server, the operator CLI, psql), and the
 * board drops what the notification concerns. Writes of this process (jobs-data.ts) also tell it at once,
 * so that a jumper sees their own change in the very next response; another process hears of it as soon as
 * PostgreSQL's notification arrives. While the board cannot hear notifications (not followed yet, or the
 * connection for them is down) it remembers nothing and reads every answer from the database.
 */
export class JobBoard {
  readonly #db: Database;
  readonly #feeds = new Set<ChangeFeed>();
  readonly #openJobs = new Map<JobKind, Promise<Newest>>();
  readonly #matches = new Map<string, Promise<Matches>>();
  /** Kept apart from searches: a filter without a search can match every open job. */
  readonly #filtered = new Map<string, Promise<Matches>>();
  readonly #jobs = new Map<number, Job>();
  readonly #marks = new Map<string, Promise<JumperMarks>>();
  /** Moves on whenever jobs are forgotten, so that a read that started before does not store what it found. */
  #jobsVersion = 0;

  constructor(db: Database) {
    this.#db = db;
  }

  get live(): boolean {
    for (const feed of this.#feeds) if (feed.live) return true;
    return false;
  }

  /** Hears the database's notifications from now on; closing the returned feed stops that. */
  async follow(database: DatabaseHandle): Promise<ChangeFeed> {
    const feed = await database.listen(jobBoardChannel, {
      onChange: (payload) => {
        if (payload === 'jobs') this.forgetJobs();
        else if (payload.startsWith(jumperPrefix)) this.forgetJumper(payload.slice(jumperPrefix.length));
        else this.forgetAll();
      },
      onGap: () => this.forgetAll(),
    });
    this.#feeds.add(feed);
    this.forgetAll();
    return {
      get live() {
        return feed.live;
      },
      close: async () => {
        this.#feeds.delete(feed);
        this.forgetAll();
        await feed.close();
      },
    };
  }

  forgetJobs() {
    this.#jobsVersion++;
    this.#openJobs.clear();
    this.#matches.clear();
    this.#filtered.clear();
    this.#jobs.clear();
  }

  forgetJumper(userId: string) {
    this.#marks.delete(userId);
  }

  forgetAll() {
    this.forgetJobs();
    this.#marks.clear();
  }

  /**
   * One page of the open jobs of a kind that the jumper has not hidden, newest first, or of the matches of a search,
   * filters and an order.
   */
  async page(query: DashboardQuery): Promise<DashboardPage> {
    const terms = query.search ? searchTerms(query.search) : [];
    const offset = (query.page - 1) * query.perPage;
    const marks = await this.marksOf(query.userId);
    const jobSearch = query.jobSearch ?? everyJobNewestFirst;
    const shown =
      terms.length === 0 && !narrowsOrReorders(jobSearch)
        ? pageWithout(marks.hidden, await this.#openJobsOf(query.kind), offset, query.perPage)
        : await this.#matchesPage(query.kind, terms, jobSearch, marks.hidden, offset, query.perPage);
    const found = await this.jobsByIds(shown.ids);
    const jobsOfPage: JobForJumper[] = [];
    for (const id of shown.ids) {
      const job = found.get(id);
      if (job) jobsOfPage.push(asSeenBy(marks, job));
    }
    return { jobs: jobsOfPage, totalJobs: shown.total, totalPages: Math.ceil(shown.total / query.perPage) };
  }

  /** Jobs by id, open or closed; an id without a job is left out. */
  async jobsByIds(ids: readonly number[]): Promise<Map<number, Job>> {
    const found = new Map<number, Job>();
    const missing: number[] = [];
    const live = this.live;
    for (const id of ids) {
      const job = live ? this.#jobs.get(id) : undefined;
      if (job) found.set(id, job);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const version = this.#jobsVersion;
    const read = await this.#db.select(jobColumns).from(jobs).where(inArray(jobs.id, missing));
    const keep = this.live && version === this.#jobsVersion;
    for (const job of read) {
      found.set(job.id, job);
      if (!keep) continue;
      if (this.#jobs.size >= rememberedJobsLimit) this.#jobs.delete(this.#jobs.keys().next().value!);
      this.#jobs.set(job.id, job);
    }
    return found;
  }

  /** The jobs the jumper hid, applied to and saved, their home and their German. */
  marksOf(userId: string): Promise<JumperMarks> {
    return this.#remember(this.#marks, userId, rememberedJumpersLimit, () => readMarks(this.#db, userId));
  }

  #openJobsOf(kind: JobKind): Promise<Newest> {
    return this.#remember(this.#openJobs, kind, 2, () => readOpenJobs(this.#db, kind));
  }

  /**
   * A page of the matches of a search, filters and an order that the jumper has not hidden. Matches are remembered
   * for everyone who asks the same. A search's are counted up to `searchMatchLimit` and read up to `matchCap`; a
   * jumper who hid so many of them that fewer than `searchMatchLimit` remain gets matches read further for them
   * alone. Filters without a search match as many jobs as there are.
   */
  async #matchesPage(
    kind: JobKind,
    terms: string[],
    jobSearch: JobSearch,
    hidden: ReadonlySet<number>,
    offset: number,
    perPage: number,
  ) {
    // Built only when the database is asked: a commute's conditions and order carry the origin's minutes to every
    // network station, too much work to redo for every page served from memory.
    const read = (limit?: number) =>
      readMatches(
        this.#db,
        kind,
        [...searchConditions(terms), ...filterConditions(jobSearch)],
        orderOf(jobSearch),
        limit,
        commuteOf(jobSearch),
      );
    if (terms.length === 0) {
      const key = JSON.stringify([kind, jobSearch]);
      const matches = await this.#remember(this.#filtered, key, rememberedFiltersLimit, () => read());
      return pageWithout(hidden, matches.newest, offset, perPage);
    }
    const filtered = narrowsOrReorders(jobSearch);
    const key = filtered ? JSON.stringify([kind, terms, jobSearch]) : `${kind} ${terms.join(' ')}`;
    const matches = await this.#remember(this.#matches, key, rememberedSearchesLimit, () => read(matchCap));
    let shown = pageWithout(hidden, matches.newest, offset, perPage);
    if (!matches.complete && shown.total < searchMatchLimit) {
      const further = await read(searchMatchLimit + hidden.size);
      shown = pageWithout(hidden, further.newest, offset, perPage);
    }
    return {
      total: Math.min(shown.total, searchMatchLimit),
      ids: shown.ids.slice(0, Math.max(0, searchMatchLimit - offset)),
    };
  }

  /**
   * What `read` finds, remembered under `key` (the newest `limit` keys) while the board is live. The promise is
   * remembered, so that requests arriving while a read runs share it; a failed read is not remembered.
   */
  #remember<Key, Value>(cache: Map<Key, Promise<Value>>, key: Key, limit: number, read: () => Promise<Value>) {
    if (!this.live) return read();
    const known = cache.get(key);
    cache.delete(key);
    if (known) {
      cache.set(key, known);
      return known;
    }
    if (cache.size >= limit) cache.delete(cache.keys().next().value!);
    const reading = read();
    cache.set(key, reading);
    reading.catch(() => {
      if (cache.get(key) === reading) cache.delete(key);
    });
    return reading;
  }
}

export const jobBoardChannel = 'job_board';
const jumperPrefix = 'jumper ';
const rememberedJobsLimit = 10_000;
const rememberedJumpersLimit = 10_000;
const rememberedSearchesLimit = 1000;
/** A filter's matches can be every open job (100,000 ids, 800 KB): fewer are remembered than searches. */
const rememberedFiltersLimit = 100;

/** Jobs in the order shown (the open jobs of a kind, or a search's matches), and each one's position in it. */
class Newest {
  #positions: Map<number, number> | undefined;

  constructor(readonly ids: number[]) {}

  /** Worked out when first asked: only a jumper with hidden jobs needs it. */
  positionOf(id: number): number | undefined {
    this.#positions ??= new Map(this.ids.map((each, position) => [each, position]));
    return this.#positions.get(id);
  }
}
/** A search's matches; complete when they are all of them. */
type Matches = { newest: Newest; complete: boolean };
/** A job as one jumper sees it. */
export type JobForJumper = { job: Job; isApplied: boolean; isSaved: boolean };
export type JumperMarks = {
  hidden: ReadonlySet<number>;
  applied: ReadonlySet<number>;
  saved: ReadonlySet<number>;
  /** The address, PLZ and city of the personal details, as one line; null when none is filled in. */
  home: string | null;
  /** The spoken level of German the jumper's languages list, `none` without German. */
  german: GermanLevel;
};

/** The job with the jumper's marks on it. */
export const asSeenBy = (marks: JumperMarks, job: Job): JobForJumper => ({
  job,
  isApplied: marks.applied.has(job.id),
  isSaved: marks.saved.has(job.id),
});

/**
 * A search shows at most this many matches: counting costs a visit to every matching row, and a common word can
 * match most of 100,000 jobs. Pages beyond it are not offered.
 */
export const searchMatchLimit = 1000;
/** Most jumpers hide fewer than this many of a search's first matches: one read serves them all. */
export const matchCap = searchMatchLimit + 250;

export type DashboardQuery = {
  userId: string;
  kind: JobKind;
  /** From 1. */
  page: number;
  perPage: number;
  search?: string | undefined;
  /** Filters and order; left out, every open job newest first. */
  jobSearch?: JobSearch | undefined;
};

const everyJobNewestFirst: JobSearch = { filters: {}, sort: 'newest' };

export type DashboardPage = { jobs: JobForJumper[]; totalJobs: number; totalPages: number };

/**
 * The page at `offset` of the jobs without the hidden ones, and how many remain. Each hidden job before a
 * position moves it one on, so a deep page costs the jumper's few hidden jobs, not a walk over the thousands
 * before it.
 */
function pageWithout(
  hidden: ReadonlySet<number>,
  newest: Newest,
  offset: number,
  perPage: number,
): { total: number; ids: number[] } {
  const { ids } = newest;
  const hiddenPositions: number[] = [];
  for (const id of hidden) {
    const position = newest.positionOf(id);
    if (position !== undefined) hiddenPositions.push(position);
  }
  hiddenPositions.sort((a, b) => a - b);
  let position = offset;
  let passed = 0;
  while (passed < hiddenPositions.length && hiddenPositions[passed]! <= position) {
    position++;
    passed++;
  }
  const page: number[] = [];
  for (; page.length < perPage && position < ids.length; position++) {
    if (hiddenPositions[passed] === position) passed++;
    else page.push(ids[position]!);
  }
  return { total: ids.length - hiddenPositions.length, ids: page };
}

const board = new WeakMap<Database, JobBoard>();

/** The board of a database in this process. */
export function jobBoardOf(db: Database): JobBoard {
  let found = board.get(db);
  if (!found) board.set(db, (found = new JobBoard(db)));
  return found;
}

/** One page of a jumper's dashboard (see JobBoard.page). */
export function dashboardPage(db: Database, query: DashboardQuery): Promise<DashboardPage> {
  return jobBoardOf(db).page(query);
}

/** A job of the kind, open or closed; undefined when there is none. */
export async function jobOfKind(db: Database, id: number, kind: JobKind): Promise<Job | undefined> {
  const job = (await jobBoardOf(db).jobsByIds([id])).get(id);
  return job?.kind === kind ? job : undefined;
}

/** A job of the kind, open or closed, as the jumper sees it; undefined when there is none. */
export async function jobForJumper(
  db: Database,
  userId: string,
  id: number,
  kind: JobKind,
): Promise<JobForJumper | undefined> {
  const [job, marks] = await Promise.all([jobOfKind(db, id, kind), jobBoardOf(db).marksOf(userId)]);
  return job && asSeenBy(marks, job);
}

export const jobColumns = {
  id: jobs.id,
  kind: jobs.kind,
  reference: jobs.reference,
  title: jobs.title,
  company: jobs.company,
  descriptionHtml: jobs.descriptionHtml,
  street: jobs.street,
  postalCode: jobs.postalCode,
  place: jobs.place,
  canton: jobs.canton,
  latitude: jobs.latitude,
  longitude: jobs.longitude,
  requiredExperience: jobs.requiredExperience,
  workload: jobs.workload,
  workloadFrom: jobs.workloadFrom,
  workloadTo: jobs.workloadTo,
  startDate: jobs.startDate,
  payFromChf: jobs.payFromChf,
  payToChf: jobs.payToChf,
  payPeriod: jobs.payPeriod,
  requiredGermanLevel: jobs.requiredGermanLevel,
  publishedAt: jobs.publishedAt,
  closedAt: jobs.closedAt,
};

/**
 * The ids of the open jobs of a kind that `where` keeps, in `order` (newest first), at most `limit`, as one array.
 * With a commute, `where` picks the candidates and an outer query keeps those that the commute's conditions keep.
 */
export function openJobIdsQuery(
  db: Database,
  kind: JobKind,
  where: SQL[] = [],
  limit?: number,
  order: SQL[] = newestFirst,
  commute?: CommuteColumn,
) {
  const conditions = and(eq(jobs.kind, kind), isNull(jobs.closedAt), ...where);
  let ids: SQLWrapper;
  if (commute) ids = idsByCommute(conditions, order, limit, commute);
  else {
    const query = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(conditions)
      .orderBy(...order)
      .$dynamic();
    ids = limit === undefined ? query : query.limit(limit);
  }
  return db.select({ ids: sql<number[]>`array(${ids})` }).from(sql`(values (1)) as one`);
}

/**
 * The candidates that `conditions` keep, each with its commute worked out once, in an inner query under the table's
 * name so that `order` reads the same (its columns are those that an order names); the outer query keeps those that
 * the commute's conditions keep. "offset 0" keeps PostgreSQL from merging the inner query into the outer one, which
 * would work the commute out again wherever the outer one names it.
 */
function idsByCommute(conditions: SQL | undefined, order: SQL[], limit: number | undefined, commute: CommuteColumn) {
  const candidates = sql`select ${jobs.id}, ${jobs.publishedAt}, ${jobs.payHourlyChf}, ${commute.minutes} as ${commuteMinutes} from ${jobs} where ${conditions} offset 0`;
  const kept = commute.where.length > 0 ? sql` where ${and(...commute.where)}` : sql``;
  const limited = limit === undefined ? sql`` : sql` limit ${limit}`;
  return sql`select "id" from (${candidates}) as ${jobs}${kept} order by ${sql.join(order, sql`, `)}${limited}`;
}

/** The search's words as conditions: each must appear in the job's search text (search-text.ts). */
export const searchConditions = (terms: string[]) => terms.map((term) => like(jobs.searchText, containsPattern(term)));

async function readOpenJobs(db: Database, kind: JobKind): Promise<Newest> {
  const [row] = await openJobIdsQuery(db, kind);
  return new Newest(row?.ids ?? []);
}

async function readMatches(
  db: Database,
  kind: JobKind,
  where: SQL[],
  order: SQL[],
  limit: number | undefined,
  commute: CommuteColumn | undefined,
): Promise<Matches> {
  const [row] = await openJobIdsQuery(db, kind, where, limit, order, commute);
  const ids = row?.ids ?? [];
  return { newest: new Newest(ids), complete: limit === undefined || ids.length < limit };
}

async function readMarks(db: Database, userId: string): Promise<JumperMarks> {
  const hidden = db
    .select({ id: notInterestedJobs.jobId })
    .from(notInterestedJobs)
    .where(eq(notInterestedJobs.userId, userId));
  // A withdrawn application leaves the job open to a new one: it shows as not applied.
  const applied = db
    .select({ id: applications.jobId })
    .from(applications)
    .where(and(eq(applications.userId, userId), ne(applications.stage, 'withdrawn')));
  const saved = db.select({ id: savedJobs.jobId }).from(savedJobs).where(eq(savedJobs.userId, userId));
  const home = db
    .select({
      line: sql`nullif(concat_ws(', ', nullif(trim(${jumperProfiles.address}), ''), nullif(trim(concat_ws(' ', ${jumperProfiles.plz}, ${jumperProfiles.city})), '')), '')`,
    })
    .from(jumperProfiles)
    .where(eq(jumperProfiles.userId, userId));
  const german = db
    .select({ level: languageSkills.spokenLevel })
    .from(languageSkills)
    .innerJoin(adminLanguages, eq(adminLanguages.id, languageSkills.adminLanguageId))
    .where(and(eq(languageSkills.userId, userId), eq(adminLanguages.name, 'German')));
  const [row] = await db
    .select({
      hidden: sql<number[]>`array(${hidden})`,
      applied: sql<number[]>`array(${applied})`,
      saved: sql<number[]>`array(${saved})`,
      home: sql<string | null>`(${home})`,
      german: sql<GermanLevel | null>`(${german})`,
    })
    .from(sql`(values (1)) as one`);
  return {
    hidden: new Set(row?.hidden),
    applied: new Set(row?.applied),
    saved: new Set(row?.saved),
    home: row?.home ?? null,
    german: row?.german ?? 'none',
  };
}
