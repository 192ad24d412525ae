import {
  and,
  count,
  desc,
  eq,
  inArray,
  isNull,
  like,
  notInArray,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Database } from '../db/database';
import { applications, jobOpenCounts, jobs, notInterestedJobs } from '../db/schema';
import { htmlToText, sanitizeJobDescription } from './job-html';
import { containsPattern, normaliseForSearch, searchTerms } from './search-text';

export type JobKind = (typeof jobs.$inferSelect)['kind'];
export type ApplicationStatus = (typeof applications.$inferSelect)['status'];

/** A job as an operator publishes it; the description may be any HTML, it is sanitised here. */
export type JobInput = {
  reference?: string | undefined;
  kind: JobKind;
  title: string;
  company: string;
  descriptionHtml: string;
  street?: string | null | undefined;
  postalCode: string;
  place: string;
  canton: string;
  latitude: number;
  longitude: number;
  requiredExperience: string;
  workload: string;
  /** YYYY-MM-DD; null or left out: by arrangement. */
  startDate?: string | null | undefined;
  payFromChf?: number | null | undefined;
  payToChf?: number | null | undefined;
  payPeriod?: 'hour' | 'month' | 'year' | null | undefined;
  publishedAt?: Date | undefined;
};

export type Job = Omit<typeof jobs.$inferSelect, 'searchText'>;
/** A job as one jumper sees it. */
export type JobForJumper = Job & { isApplied: boolean };

function jobRow(input: JobInput) {
  const descriptionHtml = sanitizeJobDescription(input.descriptionHtml);
  return {
    reference: input.reference ?? null,
    kind: input.kind,
    title: input.title.trim(),
    company: input.company.trim(),
    descriptionHtml,
    street: input.street ?? null,
    postalCode: input.postalCode,
    place: input.place,
    canton: input.canton,
    latitude: input.latitude,
    longitude: input.longitude,
    requiredExperience: input.requiredExperience,
    workload: input.workload,
    startDate: input.startDate ?? null,
    payFromChf: input.payFromChf ?? null,
    payToChf: input.payToChf ?? null,
    payPeriod: input.payPeriod ?? null,
    searchText: normaliseForSearch([input.title, input.company, input.place, htmlToText(descriptionHtml)].join(' ')),
    ...(input.publishedAt ? { publishedAt: input.publishedAt } : {}),
  };
}

// Stays well under PostgreSQL's 65,535 bind parameters per statement (about 20 per job).
const insertChunk = 1000;

/**
 * Publishes jobs in one transaction. A job whose `reference` exists already is updated and
 * opened again (`onExisting: 'update'`) or left as it is (`'keep'`, for demo data).
 */
export async function publishJobs(
  db: Database,
  inputs: JobInput[],
  { onExisting = 'update' }: { onExisting?: 'update' | 'keep' } = {},
): Promise<number[]> {
  const rows = inputs.map(jobRow);
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    for (let start = 0; start < rows.length; start += insertChunk) {
      const insert = tx.insert(jobs).values(rows.slice(start, start + insertChunk));
      const written =
        onExisting === 'keep'
          ? await insert.onConflictDoNothing({ target: jobs.reference }).returning({ id: jobs.id })
          : await insert
              .onConflictDoUpdate({
                target: jobs.reference,
                set: {
                  ...Object.fromEntries(
                    Object.keys(rows[0] ?? {})
                      .filter((key) => key !== 'reference' && key !== 'publishedAt')
                      .map((key) => [key, sql.raw(`excluded.${toColumn(key)}`)]),
                  ),
                  closedAt: null,
                },
              })
              .returning({ id: jobs.id });
      ids.push(...written.map((row) => row.id));
    }
    return ids;
  });
}

function toColumn(key: string) {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** Closes an open job; false when there is no such open job. */
export async function closeJob(db: Database, id: number): Promise<boolean> {
  const closed = await db
    .update(jobs)
    .set({ closedAt: new Date() })
    .where(and(eq(jobs.id, id), isNull(jobs.closedAt)))
    .returning({ id: jobs.id });
  return closed.length > 0;
}

export type JobListing = Pick<Job, 'id' | 'kind' | 'title' | 'company' | 'place' | 'publishedAt' | 'closedAt'> & {
  applications: number;
};

/** Every job, newest first, with its number of applications (operator view). */
export async function listJobs(db: Database): Promise<JobListing[]> {
  return db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      title: jobs.title,
      company: jobs.company,
      place: jobs.place,
      publishedAt: jobs.publishedAt,
      closedAt: jobs.closedAt,
      applications: sql<number>`(select count(*) from applications where applications.job_id = jobs.id)`.mapWith(
        Number,
      ),
    })
    .from(jobs)
    .orderBy(desc(jobs.publishedAt), desc(jobs.id));
}

// Subqueries in selected fields name their tables in plain SQL: drizzle writes columns there
// without their table, so "id" would silently mean the subquery's own id.
const jobColumns = {
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
  startDate: jobs.startDate,
  payFromChf: jobs.payFromChf,
  payToChf: jobs.payToChf,
  payPeriod: jobs.payPeriod,
  publishedAt: jobs.publishedAt,
  closedAt: jobs.closedAt,
};

function jobForJumperColumns(userId: string) {
  return {
    ...jobColumns,
    isApplied: sql<boolean>`exists (select 1 from applications where applications.user_id = ${userId} and applications.job_id = jobs.id)`,
  };
}

/**
 * Not among the jobs the jumper marked as not interested. NOT IN, not NOT EXISTS: PostgreSQL reads the jumper's
 * few hidden ids once into a hash and tests each job against it, where an anti-join probes an index (or rescans
 * the list) for every job that a deep page skips. job_id is never null, so NOT IN means what it says.
 */
function notHidden(db: Database, userId: Value<string>): SQL {
  return notInArray(
    jobs.id,
    db.select({ id: notInterestedJobs.jobId }).from(notInterestedJobs).where(eq(notInterestedJobs.userId, userId)),
  );
}

/** A value, or a placeholder that a prepared statement fills in. */
type Value<T> = T | Placeholder<string, T>;

export type DashboardQuery = {
  userId: string;
  kind: JobKind;
  /** From 1. */
  page: number;
  perPage: number;
  search?: string | undefined;
};

export type DashboardPage = { jobs: JobForJumper[]; totalJobs: number; totalPages: number };

/**
 * One page of the open jobs of a kind that the jumper has not marked as not interested, newest
 * first, optionally only those whose title, company, place or description contains every word
 * of `search` (ignoring case, accents and umlaut spellings).
 */
export async function dashboardPage(db: Database, query: DashboardQuery): Promise<DashboardPage> {
  const terms = searchTerms(query.search ?? '');
  const offset = (query.page - 1) * query.perPage;
  let totalJobs: number;
  let rows;
  if (terms.length === 0) {
    let prepared = preparedDashboards.get(db);
    if (!prepared) preparedDashboards.set(db, (prepared = prepareDashboard(db)));
    rows = await prepared.execute({ userId: query.userId, kind: query.kind, limit: query.perPage, offset });
    const total = rows[0]?.total;
    totalJobs = total ? Number(total.open) - Number(total.hidden) : 0;
  } else {
    const remembered = rememberedMatchesOf(db);
    const key = `${query.kind} ${terms.join(' ')}`; // as in rememberedMatchesFor
    rows = await dashboardStatementOf(db, query, remembered.get(key)).execute();
    const total = rows[0]?.total;
    totalJobs = 0;
    if (total) {
      const [matches, hidden] = [Number(total.open), Number(total.hidden)];
      remembered.delete(key);
      if (remembered.size >= rememberedMatchesLimit) remembered.delete(remembered.keys().next().value!);
      remembered.set(key, { generation: Number(total.generation), matches });
      if (matches < matchCountCap) totalJobs = Math.min(searchMatchLimit, matches - hidden);
      else if (hidden <= matchCountCap - searchMatchLimit) totalJobs = searchMatchLimit;
      // A jumper who hid many of a common word's matches: counted one by one.
      else totalJobs = Number((await visibleMatches(db, query.userId, query.kind, terms))[0]?.n ?? 0);
    }
  }
  const jobsOfPage = rows.flatMap((row) => (row.page ? [row.page] : []));
  return { jobs: jobsOfPage, totalJobs, totalPages: Math.ceil(totalJobs / query.perPage) };
}

/**
 * A search counts at most this many matches: counting costs a visit to every matching row, and
 * a common word can match most of 100,000 jobs. Pages beyond it are not offered.
 */
export const searchMatchLimit = 1000;

/**
 * The matches of a search among all open jobs of a kind, counted up to this many, are the same for every jumper
 * until a job of the kind changes: a process remembers them with the kind's generation (job_open_counts,
 * moved on by triggers) and counts again only when the generation has moved. Each jumper's own hidden matches
 * are subtracted per request; only a jumper who hid more than `matchCountCap - searchMatchLimit` of a common
 * word's matches is counted one by one.
 */
const matchCountCap = searchMatchLimit + 250;
type RememberedMatches = { generation: number; matches: number };
const rememberedMatches = new WeakMap<Database, Map<string, RememberedMatches>>();
const rememberedMatchesLimit = 1000;

/** The remembered matches of a search, if any (the benchmark prints the plan that uses them). */
export function rememberedMatchesFor(db: Database, kind: JobKind, search: string) {
  return rememberedMatches.get(db)?.get(`${kind} ${searchTerms(search).join(' ')}`);
}

function rememberedMatchesOf(db: Database) {
  let remembered = rememberedMatches.get(db);
  if (!remembered) rememberedMatches.set(db, (remembered = new Map()));
  return remembered;
}

const newestFirst = (table: { publishedAt: SQLWrapper; id: SQLWrapper }) => [
  sql`${table.publishedAt} desc nulls last`,
  sql`${table.id} desc nulls last`,
];

type StatementValues = { userId: Value<string>; kind: Value<JobKind>; limit: Value<number>; offset: Value<number> };

/**
 * The one statement behind a dashboard page: the count (one row) left-joined with the page's jobs, so that a
 * page costs one round trip and a page past the end still brings the count. The page's ids come first from
 * the index alone ("nulls last" matches jobs_open_by_kind_newest), so a deep page skips index entries, not
 * table rows; `is_applied` joins the jumper's application by the unique (jumper, job) key.
 */
function dashboardStatement(
  db: Database,
  values: StatementValues,
  terms: string[],
  { withPage, remembered }: { withPage: boolean; remembered?: RememberedMatches | undefined },
) {
  const words = wordFilters(terms);
  const visible = and(eq(jobs.kind, values.kind), isNull(jobs.closedAt), ...words, notHidden(db, values.userId));
  const total = db
    .$with('total')
    .as(terms.length > 0 ? countSearch(db, values, words, remembered) : countOpen(db, values.userId, values.kind));
  const totalColumns = { open: total.open, hidden: total.hidden, generation: total.generation };
  if (!withPage)
    return db
      .with(total)
      .select({ total: totalColumns, page: sql<null>`null` })
      .from(total);
  const pageIds = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(visible)
    .orderBy(...newestFirst(jobs))
    .limit(values.limit)
    .offset(values.offset);
  const page = db.$with('page').as(
    db
      .select({ ...jobColumns, isApplied: sql<boolean>`${applications.id} is not null`.as('is_applied') })
      .from(jobs)
      .leftJoin(applications, and(eq(applications.userId, values.userId), eq(applications.jobId, jobs.id)))
      .where(inArray(jobs.id, pageIds)),
  );
  // Every column of the page by name: drizzle reads a whole subquery in a selection as one value.
  const pageColumns = Object.fromEntries(Object.keys(page._.selectedFields).map((key) => [key, page[key as 'id']]));
  return db
    .with(total, page)
    .select({
      total: totalColumns,
      page: pageColumns as unknown as Pick<typeof page, keyof typeof page._.selectedFields>,
    })
    .from(total)
    .leftJoin(page, sql`true`)
    .orderBy(...newestFirst(page));
}

/**
 * The plain dashboard has one shape: built once per database and parsed once per connection. PostgreSQL still
 * plans each call (its generic plan, blind to the offset, costs more than a custom one).
 */
const preparedDashboards = new WeakMap<Database, ReturnType<typeof prepareDashboard>>();

function prepareDashboard(db: Database) {
  const values = {
    userId: sql.placeholder('userId'),
    kind: sql.placeholder('kind'),
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
  } as StatementValues;
  return dashboardStatement(db, values, [], { withPage: true }).prepare('jobs_dashboard_page');
}

/**
 * The statement of a dashboard page with its values in place (searches, and the benchmark's plans). Searches are
 * not prepared: each is planned for its words (a rare word reads the trigram index, a common one walks the newest).
 */
export function dashboardStatementOf(db: Database, query: DashboardQuery, remembered?: RememberedMatches) {
  const terms = searchTerms(query.search ?? '');
  const offset = (query.page - 1) * query.perPage;
  const values = { userId: query.userId, kind: query.kind, limit: query.perPage, offset };
  const withPage = !(terms.length > 0 && offset >= searchMatchLimit);
  return dashboardStatement(db, values, terms, { withPage, remembered });
}

/** How many rows `where` finds, counting at most `cap`. */
function countUpTo(db: Database, where: SQL | undefined, cap: number) {
  const found = db
    .select({ one: sql`1` })
    .from(jobs)
    .where(where)
    .limit(cap)
    .as('found');
  return db.select({ n: count() }).from(found);
}

/** The jumper's hidden jobs that are open, of the kind, and contain the words. */
function hiddenOpen(db: Database, userId: Value<string>, kind: Value<JobKind>, words: SQL[]) {
  return db
    .select({ n: count() })
    .from(notInterestedJobs)
    .innerJoin(jobs, eq(jobs.id, notInterestedJobs.jobId))
    .where(and(eq(notInterestedJobs.userId, userId), eq(jobs.kind, kind), isNull(jobs.closedAt), ...words));
}

const wordFilters = (terms: string[]) => terms.map((term) => like(jobs.searchText, containsPattern(term)));

/** Open jobs of the kind from the trigger-kept counter, and those of them the jumper hid. */
function countOpen(db: Database, userId: Value<string>, kind: Value<JobKind>) {
  return db
    .select({
      open: sql<number>`${jobOpenCounts.openCount}`.as('open'),
      hidden: sql<number>`(${hiddenOpen(db, userId, kind, [])})`.as('hidden'),
      generation: sql<number | null>`null::bigint`.as('generation'),
    })
    .from(jobOpenCounts)
    .where(eq(jobOpenCounts.kind, kind));
}

/**
 * The open matches of a search (remembered while the generation holds, else counted up to matchCountCap), the
 * jumper's hidden matches, and the generation, for the caller to remember the matches with.
 */
function countSearch(db: Database, values: StatementValues, words: SQL[], remembered: RememberedMatches | undefined) {
  const openMatches = countUpTo(db, and(eq(jobs.kind, values.kind), isNull(jobs.closedAt), ...words), matchCountCap);
  return db
    .select({
      open: sql<number>`case when ${jobOpenCounts.generation} = ${remembered?.generation ?? -1}
        then ${remembered?.matches ?? 0} else (${openMatches}) end`.as('open'),
      hidden: sql<number>`(${hiddenOpen(db, values.userId, values.kind, words)})`.as('hidden'),
      generation: sql<number | null>`${jobOpenCounts.generation}`.as('generation'),
    })
    .from(jobOpenCounts)
    .where(eq(jobOpenCounts.kind, values.kind));
}

/** The matches of a search that the jumper sees, counted up to searchMatchLimit. */
function visibleMatches(db: Database, userId: string, kind: JobKind, terms: string[]) {
  const visible = and(eq(jobs.kind, kind), isNull(jobs.closedAt), ...wordFilters(terms), notHidden(db, userId));
  return countUpTo(db, visible, searchMatchLimit);
}

/** A job of the kind, open or closed, as the jumper sees it; undefined when there is none. */
export async function jobForJumper(
  db: Database,
  userId: string,
  id: number,
  kind: JobKind,
): Promise<JobForJumper | undefined> {
  const [row] = await db
    .select(jobForJumperColumns(userId))
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.kind, kind)));
  return row;
}

/** Hides a job of the kind from the jumper's dashboard; false when there is no such job. */
export async function markNotInterested(db: Database, userId: string, jobId: number, kind: JobKind): Promise<boolean> {
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.kind, kind)));
  if (!job) return false;
  await db.insert(notInterestedJobs).values({ userId, jobId }).onConflictDoNothing();
  return true;
}

export type ApplicationInput = {
  userId: string;
  jobId: number;
  kind: JobKind;
  travelTime?: string | null | undefined;
  travelDistance?: string | null | undefined;
  knowledgeOfGerman?: string | null | undefined;
};

export type Application = typeof applications.$inferSelect;

export type ApplyResult =
  | { outcome: 'created' | 'existing'; application: Application }
  | { outcome: 'no-such-job' }
  | { outcome: 'job-closed' };

/**
 * Applies the jumper to an open job of the kind. Applying again returns the first application
 * unchanged: the unique (jumper, job) constraint makes a double click, a retry or a race one row.
 */
export async function applyToJob(db: Database, input: ApplicationInput): Promise<ApplyResult> {
  const [job] = await db
    .select({ closedAt: jobs.closedAt })
    .from(jobs)
    .where(and(eq(jobs.id, input.jobId), eq(jobs.kind, input.kind)));
  if (!job) return { outcome: 'no-such-job' };
  const existing = await applicationOf(db, input.userId, input.jobId);
  if (existing) return { outcome: 'existing', application: existing };
  if (job.closedAt) return { outcome: 'job-closed' };
  const [created] = await db
    .insert(applications)
    .values({
      userId: input.userId,
      jobId: input.jobId,
      travelTime: input.travelTime ?? null,
      travelDistance: input.travelDistance ?? null,
      knowledgeOfGerman: input.knowledgeOfGerman ?? null,
    })
    .onConflictDoNothing({ target: [applications.userId, applications.jobId] })
    .returning();
  if (created) return { outcome: 'created', application: created };
  // Another request of the same jumper won the race.
  const winner = await applicationOf(db, input.userId, input.jobId);
  if (!winner) throw new Error(`The application of ${input.userId} to job ${input.jobId} vanished.`);
  return { outcome: 'existing', application: winner };
}

async function applicationOf(db: Database, userId: string, jobId: number): Promise<Application | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.jobId, jobId)));
  return row;
}

export type ApplicationWithJob = Application & {
  job: Pick<Job, 'id' | 'kind' | 'title' | 'company' | 'place' | 'postalCode' | 'closedAt'>;
};

/** The jumper's applications of a status to jobs of a kind, newest first. */
export async function applicationsOf(
  db: Database,
  userId: string,
  status: ApplicationStatus,
  kind: JobKind,
): Promise<ApplicationWithJob[]> {
  const rows = await db
    .select({
      application: applications,
      job: {
        id: jobs.id,
        kind: jobs.kind,
        title: jobs.title,
        company: jobs.company,
        place: jobs.place,
        postalCode: jobs.postalCode,
        closedAt: jobs.closedAt,
      },
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.userId, userId), eq(applications.status, status), eq(jobs.kind, kind)))
    .orderBy(desc(applications.appliedAt), desc(applications.id));
  return rows.map(({ application, job }) => ({ ...application, job }));
}

/** Sets the outcome of an application; false when the jumper has not applied to the job. */
export async function setApplicationStatus(
  db: Database,
  userId: string,
  jobId: number,
  status: ApplicationStatus,
): Promise<boolean> {
  const updated = await db
    .update(applications)
    .set({ status, statusChangedAt: new Date() })
    .where(and(eq(applications.userId, userId), eq(applications.jobId, jobId)))
    .returning({ id: applications.id });
  return updated.length > 0;
}
