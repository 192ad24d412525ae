import { nearestStation } from '@jumpers/rules/travel-estimate';
import { and, desc, eq, getTableColumns, inArray, isNull, ne, sql } from 'drizzle-orm';
import { stagesOfList } from '../applications/application-stages';
import type { Database } from '../db/database';
import {
  applicationHistory,
  applications,
  applyDrafts,
  jobs,
  notInterestedJobs,
  type ApplicationAdjustments,
} from '../db/schema';
import { jobBoardOf } from './job-board';
import { htmlToText, sanitizeJobDescription } from './job-html';
import { normaliseForSearch } from './search-text';
import { workloadPercentages } from './workload';

export type JobKind = (typeof jobs.$inferSelect)['kind'];
export type GermanLevel = NonNullable<(typeof jobs.$inferSelect)['requiredGermanLevel']>;
export const germanLevels: readonly GermanLevel[] = jobs.requiredGermanLevel.enumValues;

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
  /**
   * The workload's percentages, for the dashboard's workload filter; left out, they are read from `workload`
   * (workload.ts). Given for a workload stated otherwise ("On call": 0 to 40).
   */
  workloadFrom?: number | null | undefined;
  workloadTo?: number | null | undefined;
  /** YYYY-MM-DD; null or left out: by arrangement. */
  startDate?: string | null | undefined;
  payFromChf?: number | null | undefined;
  payToChf?: number | null | undefined;
  payPeriod?: 'hour' | 'month' | 'year' | null | undefined;
  /** The level of German the job asks for (`none`: no German); null or left out: the job does not say. */
  requiredGermanLevel?: GermanLevel | null | undefined;
  /** Working days within which the employer answers an application; left out, 5. */
  answerDays?: number | undefined;
  publishedAt?: Date | undefined;
};

/** A job as the board keeps it; what only the dashboard's queries read stays in the database. */
export type Job = Omit<
  typeof jobs.$inferSelect,
  'searchText' | 'networkStation' | 'networkStationKm' | 'payHourlyChf' | 'answerDays'
>;

function jobRow(input: JobInput) {
  const descriptionHtml = sanitizeJobDescription(input.descriptionHtml);
  const station = nearestStation(input);
  const stated = workloadPercentages(input.workload);
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
    networkStation: station.index,
    networkStationKm: station.km,
    requiredExperience: input.requiredExperience,
    workload: input.workload,
    workloadFrom: input.workloadFrom === undefined ? (stated?.from ?? null) : input.workloadFrom,
    workloadTo: input.workloadTo === undefined ? (stated?.to ?? null) : input.workloadTo,
    startDate: input.startDate ?? null,
    payFromChf: input.payFromChf ?? null,
    payToChf: input.payToChf ?? null,
    payPeriod: input.payPeriod ?? null,
    requiredGermanLevel: input.requiredGermanLevel ?? null,
    answerDays: input.answerDays ?? 5,
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
  const published = await db.transaction(async (tx) => {
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
  jobBoardOf(db).forgetJobs();
  return published;
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
  jobBoardOf(db).forgetJobs();
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

/** Hides a job of the kind from the jumper's dashboard; false when there is no such job. */
export async function markNotInterested(db: Database, userId: string, jobId: number, kind: JobKind): Promise<boolean> {
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.kind, kind)));
  if (!job) return false;
  await db.insert(notInterestedJobs).values({ userId, jobId }).onConflictDoNothing();
  jobBoardOf(db).forgetJumper(userId);
  return true;
}

/**
 * Takes back the jumper's Not Interested mark of a job of the kind, so that it shows on their dashboard again.
 * Only this jumper's mark is removed; says why nothing was when there is no such job or no mark of theirs.
 */
export async function removeNotInterested(
  db: Database,
  userId: string,
  jobId: number,
  kind: JobKind,
): Promise<'removed' | 'no-such-job' | 'not-marked'> {
  const ofKind = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.kind, kind)));
  const removed = await db
    .delete(notInterestedJobs)
    .where(
      and(
        eq(notInterestedJobs.userId, userId),
        eq(notInterestedJobs.jobId, jobId),
        inArray(notInterestedJobs.jobId, ofKind),
      ),
    )
    .returning({ jobId: notInterestedJobs.jobId });
  if (removed.length > 0) {
    jobBoardOf(db).forgetJumper(userId);
    return 'removed';
  }
  const [job] = await ofKind;
  return job ? 'not-marked' : 'no-such-job';
}

export type ApplicationInput = {
  userId: string;
  jobId: number;
  kind: JobKind;
  travelTime?: string | null | undefined;
  travelDistance?: string | null | undefined;
  knowledgeOfGerman?: string | null | undefined;
  adjustments?: ApplicationAdjustments | null | undefined;
};

export type Application = typeof applications.$inferSelect;

export type ApplyResult =
  | { outcome: 'created' | 'existing'; application: ApplicationWithJob }
  | { outcome: 'no-such-job' }
  | { outcome: 'job-closed' };

/** What an application shows of its job. */
export const applicationJobColumns = {
  id: jobs.id,
  kind: jobs.kind,
  title: jobs.title,
  company: jobs.company,
  place: jobs.place,
  postalCode: jobs.postalCode,
  canton: jobs.canton,
  answerDays: jobs.answerDays,
  closedAt: jobs.closedAt,
};

/** The columns an application is written with; the others take their defaults. */
const appliedColumns = [
  applications.userId,
  applications.jobId,
  applications.travelTime,
  applications.travelDistance,
  applications.knowledgeOfGerman,
  applications.adjustments,
];

/** Built once per database and parsed once per connection: building this statement costs more than running it. */
const applyStatements = new WeakMap<Database, ReturnType<typeof prepareApply>>();

function prepareApply(db: Database) {
  const value = {
    userId: sql.placeholder('userId'),
    jobId: sql.placeholder('jobId'),
    kind: sql.placeholder('kind'),
    travelTime: sql.placeholder('travelTime'),
    travelDistance: sql.placeholder('travelDistance'),
    knowledgeOfGerman: sql.placeholder('knowledgeOfGerman'),
    adjustments: sql.placeholder('adjustments'),
  };
  const job = db.$with('job').as(
    db
      .select(applicationJobColumns)
      .from(jobs)
      .where(and(eq(jobs.id, value.jobId), eq(jobs.kind, value.kind))),
  );
  const created = db.$with('created', getTableColumns(applications)).as(
    sql`insert into ${applications} (${sql.join(
      appliedColumns.map((column) => sql.identifier(column.name)),
      sql`, `,
    )})
    select ${value.userId}::uuid, ${job.id}, ${value.travelTime}::text, ${value.travelDistance}::text,
      ${value.knowledgeOfGerman}::text, ${value.adjustments}::jsonb
    from ${job} where ${job.closedAt} is null
    on conflict (${sql.identifier(applications.userId.name)}, ${sql.identifier(applications.jobId.name)})
      where ${sql.identifier(applications.stage.name)} <> 'withdrawn' do nothing
    returning *`,
  );
  // The application's first stage, at the moment it was made; and the apply flow's draft, which it replaces.
  const sent = db.$with('sent', { applicationId: applicationHistory.applicationId }).as(
    sql`insert into ${applicationHistory} (application_id, stage, changed_at, changed_by)
    select ${created.id}, 'sent', ${created.appliedAt}, 'jumper' from ${created}
    returning application_id`,
  );
  const draftDropped = db.$with('draft_dropped', { jobId: applyDrafts.jobId }).as(
    sql`delete from ${applyDrafts} where ${applyDrafts.userId} = ${value.userId}::uuid
      and ${applyDrafts.jobId} = ${value.jobId} and exists (select from ${created})
    returning job_id`,
  );
  // Every column by name: drizzle reads a whole subquery in a selection as one value.
  const columnsOf = <Columns extends object>(subquery: object, columns: Columns) =>
    Object.fromEntries(Object.keys(columns).map((key) => [key, subquery[key as keyof typeof subquery]])) as Columns;
  return (
    db
      .with(job, created, sent, draftDropped)
      .select({
        job: columnsOf(job, applicationJobColumns),
        created: columnsOf(created, getTableColumns(applications)),
        existing: applications,
      })
      .from(job)
      .leftJoin(created, sql`true`)
      // The job's id as a value, not job.id: the unique (jumper, job) index of open applications finds the one row.
      .leftJoin(
        applications,
        and(
          eq(applications.userId, value.userId),
          eq(applications.jobId, value.jobId),
          ne(applications.stage, 'withdrawn'),
        ),
      )
      .prepare('apply_to_job')
  );
}

/**
 * Applies the jumper to an open job of the kind. Applying again returns the open application unchanged: the unique
 * index of open applications per jumper and job makes a double click, a retry or a race one row. After a withdrawal,
 * applying makes a new application, and the withdrawn one keeps its history.
 *
 * One statement (prepareApply) finds the job, inserts the application if the job is open with its first history entry
 * (`sent`), deletes the jumper's apply draft of the job, and brings any earlier open application: a round trip costs
 * more than the work on the embedded database, where every statement waits.
 */
export async function applyToJob(db: Database, input: ApplicationInput): Promise<ApplyResult> {
  let statement = applyStatements.get(db);
  if (!statement) applyStatements.set(db, (statement = prepareApply(db)));
  const [found] = await statement.execute({
    userId: input.userId,
    jobId: input.jobId,
    kind: input.kind,
    travelTime: input.travelTime ?? null,
    travelDistance: input.travelDistance ?? null,
    knowledgeOfGerman: input.knowledgeOfGerman ?? null,
    adjustments: input.adjustments ? JSON.stringify(input.adjustments) : null,
  });
  if (!found) return { outcome: 'no-such-job' };
  if (found.created) {
    jobBoardOf(db).forgetJumper(input.userId);
    return { outcome: 'created', application: { ...found.created, job: found.job } };
  }
  if (found.existing) return { outcome: 'existing', application: { ...found.existing, job: found.job } };
  if (found.job.closedAt) return { outcome: 'job-closed' };
  // Another request of the same jumper won the race: its application is not in this statement's snapshot.
  const winner = await applicationOf(db, input.userId, input.jobId);
  if (!winner) throw new Error(`The application of ${input.userId} to job ${input.jobId} vanished.`);
  return { outcome: 'existing', application: { ...winner, job: found.job } };
}

/** The jumper's open (not withdrawn) application to the job. */
async function applicationOf(db: Database, userId: string, jobId: number): Promise<Application | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.jobId, jobId), ne(applications.stage, 'withdrawn')));
  return row;
}

export type ApplicationWithJob = Application & {
  job: Pick<
    typeof jobs.$inferSelect,
    'id' | 'kind' | 'title' | 'company' | 'place' | 'postalCode' | 'canton' | 'answerDays' | 'closedAt'
  >;
};

/** The lists of Engagements: Applied and Unsuccessful Applications as the first version had them, and Withdrawn. */
export type ApplicationList = keyof typeof stagesOfList;

/** The jumper's applications of a list to jobs of a kind, newest first. */
export async function applicationsOf(
  db: Database,
  userId: string,
  list: ApplicationList,
  kind: JobKind,
): Promise<ApplicationWithJob[]> {
  const rows = await db
    .select({
      application: applications,
      job: applicationJobColumns,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(eq(applications.userId, userId), inArray(applications.stage, [...stagesOfList[list]]), eq(jobs.kind, kind)),
    )
    .orderBy(desc(applications.appliedAt), desc(applications.id));
  return rows.map(({ application, job }) => ({ ...application, job }));
}
