import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { components } from '@jumpers/contract';
import { users } from './account-schema';

/** Jumper positions are temporary assignments; permanent positions are regular employment. */
export const jobKind = pgEnum('job_kind', ['jumper', 'permanent']);
export const payPeriod = pgEnum('pay_period', ['hour', 'month', 'year']);
/**
 * Where an application stands (docs/product-rules.md#following-applications): `sent` to `hired` while it goes on,
 * `unsuccessful` when the employer said no, `withdrawn` when the jumper took it back.
 */
export const applicationStage = pgEnum('application_stage', [
  'sent',
  'in_review',
  'shortlisted',
  'interview',
  'offer',
  'hired',
  'unsuccessful',
  'withdrawn',
]);
/** The level of German a job asks for; `none` says that it asks for none. */
export const germanLevel = pgEnum('german_level', ['none', 'beginner', 'intermediate', 'advanced', 'native']);

export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: jobKind('kind').notNull(),
    /** Operator's own key (demo data, published files): publishing it again updates the job. */
    reference: text('reference').unique(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    /** Sanitised on write (jobs/job-html.ts); clients may render it as HTML. */
    descriptionHtml: text('description_html').notNull(),
    street: text('street'),
    postalCode: text('postal_code').notNull(),
    place: text('place').notNull(),
    canton: text('canton').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /**
     * The network station nearest to the job (its position in `networkStations` of @jumpers/rules/travel-estimate)
     * and the straight line to it in km, written with the job: a commute is then the origin's minutes to that
     * station plus this leg, without a query per job (jobs/commute.ts).
     */
    networkStation: smallint('network_station').notNull(),
    networkStationKm: doublePrecision('network_station_km').notNull(),
    requiredExperience: text('required_experience').notNull(),
    /** As advertised, e.g. "80–100%". */
    workload: text('workload').notNull(),
    /** The percentages of `workload` (80 and 100 of "80–100%"); null when it states none ("On call"). */
    workloadFrom: smallint('workload_from'),
    workloadTo: smallint('workload_to'),
    /** Null: start by arrangement. */
    startDate: date('start_date'),
    payFromChf: integer('pay_from_chf'),
    payToChf: integer('pay_to_chf'),
    payPeriod: payPeriod('pay_period'),
    /**
     * The top of the pay range in CHF an hour, as the dashboard's minimum pay and pay order compare it: a month's
     * pay over 182 hours and a year's over 2184 (full time, 42 hours a week; docs/product-rules.md#finding-jobs).
     */
    payHourlyChf: doublePrecision('pay_hourly_chf').generatedAlwaysAs(
      sql`coalesce(pay_to_chf, pay_from_chf)::double precision / case pay_period when 'month' then 182 when 'year' then 2184 else 1 end`,
    ),
    /** Null: the job does not say. */
    requiredGermanLevel: germanLevel('required_german_level'),
    /**
     * Title, company, place and description text, lower-cased and without accents, umlauts or
     * their transliterations (jobs/search-text.ts): written with the job, searched with a trigram index.
     */
    searchText: text('search_text').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while the job is open. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Working days (Swiss, the job's canton) within which the employer answers an application. */
    answerDays: smallint('answer_days').notNull().default(5),
  },
  (table) => [
    check('jobs_answer_days_range', sql`${table.answerDays} between 1 and 60`),
    check('jobs_latitude_range', sql`${table.latitude} between -90 and 90`),
    check('jobs_longitude_range', sql`${table.longitude} between -180 and 180`),
    check(
      'jobs_workload_range',
      sql`${table.workloadFrom} between 0 and 100 and ${table.workloadTo} between ${table.workloadFrom} and 100`,
    ),
    check(
      'jobs_pay_order',
      sql`${table.payFromChf} is null or ${table.payToChf} is null or ${table.payFromChf} <= ${table.payToChf}`,
    ),
    // The dashboard's order, open jobs only: a page is a short walk along this index. After the order come the
    // columns that the dashboard's filters, commutes and orders read (jobs/job-filters.ts), so that a filtered read
    // is an index-only scan of these few columns instead of a visit to every open job's row with its description and
    // search text. They are keys rather than INCLUDE columns only because the schema cannot say INCLUDE: the order
    // ends with the id, which is unique, so they do not change it, and inner pages keep only as much of a key as
    // tells pages apart.
    index('jobs_open_by_kind_newest_with_facts')
      .on(
        table.kind,
        table.publishedAt.desc(),
        table.id.desc(),
        table.networkStation,
        table.networkStationKm,
        table.latitude,
        table.longitude,
        table.workloadFrom,
        table.workloadTo,
        table.payHourlyChf,
        table.canton,
        table.startDate,
        table.requiredGermanLevel,
      )
      .where(sql`${table.closedAt} is null`),
    // Search looks only at the open jobs of one kind: an index for each holds half the candidates, so a search
    // rechecks half the rows. fastupdate off: jobs are written rarely and searched often, and GIN's pending
    // list of fresh entries is scanned linearly by every search until vacuum merges it.
    ...(['jumper', 'permanent'] as const).map((kind) =>
      index(`jobs_open_${kind}_search_trigram`)
        .using('gin', sql`${table.searchText} gin_trgm_ops`)
        .with({ fastupdate: false })
        .where(sql`${table.kind} = ${sql.raw(`'${kind}'`)} and ${table.closedAt} is null`),
    ),
  ],
);

export const notInterestedJobs = pgTable(
  'not_interested_jobs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.jobId] })],
);

/** What a jumper asks the employer to arrange, privately, with an application. */
export type ApplicationAdjustments = components['schemas']['ApplicationAdjustments'];

export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    stage: applicationStage('stage').notNull().default('sent'),
    travelTime: text('travel_time'),
    travelDistance: text('travel_distance'),
    knowledgeOfGerman: text('knowledge_of_german'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the stage last changed (the last entry of application_history). */
    stageChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The interview of the stage `interview`, when the employer has set it. */
    interviewAt: timestamp('interview_at', { withTimezone: true }),
    interviewPlace: text('interview_place'),
    /** Null: the jumper asked for none. Only ever shown to the jumper who applied. */
    adjustments: jsonb('adjustments').$type<ApplicationAdjustments>(),
    /** A change of stage that the jumper has not seen yet (the operator's; the jumper's own are seen). */
    unread: boolean('unread').notNull().default(false),
  },
  (table) => [
    // Applying twice is one application; once withdrawn, the job can be applied to again, as a new application.
    uniqueIndex('applications_one_open_per_jumper_and_job')
      .on(table.userId, table.jobId)
      .where(sql`${table.stage} <> 'withdrawn'`),
    index('applications_by_jumper_stage_newest').on(table.userId, table.stage, table.appliedAt.desc()),
    index('applications_by_job').on(table.jobId),
  ],
);
