import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { requireVerifiedDocuments } from '../auth/verified-documents';
import { route, type ContractRequest, type ResponseBody, type Session } from '../contract/route';
import type { DatabaseHandle } from '../db/database';
import { httpError } from '../http/errors';
import { commuteTo, type CommuteOrigin } from '../jobs/commute';
import { commuteOrigin, dashboardQueryOf } from '../jobs/dashboard-query';
import { dashboardPage, jobBoardOf, jobForJumper, type DashboardPage, type JobForJumper } from '../jobs/job-board';
import { applicationAdjustments } from '../applications/adjustments';
import { appliedJobFields } from '../applications/applied-job-fields';
import { historiesOf, updateNotificationSettings } from '../applications/applications-data';
import { applyToJob, markNotInterested, removeNotInterested, type Job, type JobKind } from '../jobs/jobs-data';
import { saveJob, savedJobsPage, unsaveJob } from '../jobs/saved-jobs-data';

/** 4’300: Swiss thousands separator, spelt out because ICU builds differ in the apostrophe they use. */
const swissNumber = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '’');
const payUnit = { hour: 'h', month: 'month', year: 'year' } as const;

/** "CHF 28–31/h", "from CHF 26/h", "CHF 4’300–4’600/month"; null when the job names no pay. */
function payText(job: Job): string | null {
  if (job.payFromChf === null && job.payToChf === null) return null;
  const unit = job.payPeriod ? `/${payUnit[job.payPeriod]}` : '';
  const from = job.payFromChf === null ? null : swissNumber(job.payFromChf);
  const to = job.payToChf === null ? null : swissNumber(job.payToChf);
  if (from !== null && to !== null && from !== to) return `CHF ${from}–${to}${unit}`;
  if (from !== null && to === null) return `from CHF ${from}${unit}`;
  if (from === null) return `up to CHF ${to}${unit}`;
  return `CHF ${from}${unit}`;
}

function jobFields(job: Job) {
  return {
    id: job.id,
    job_description: job.descriptionHtml,
    company_name: job.company,
    address: job.street,
    city: job.place,
    plz: job.postalCode,
    canton: job.canton,
    required_experience: job.requiredExperience,
    workload: job.workload,
    start_date: job.startDate,
    pay: payText(job),
    pay_from_chf: job.payFromChf,
    pay_to_chf: job.payToChf,
    pay_period: job.payPeriod,
    workload_from: job.workloadFrom,
    workload_to: job.workloadTo,
    required_german_level: job.requiredGermanLevel,
    latitude: job.latitude,
    longitude: job.longitude,
    is_open: job.closedAt === null,
    created_at: job.publishedAt.toISOString(),
  };
}

type JumperMarkFields = { is_applied: boolean; is_saved: boolean };

/**
 * A job's fields as the contract names them, worked out once per job object and per answer to `is_applied` and
 * `is_saved`: the job board hands out the same object until the job changes, so a dashboard page builds nothing
 * per job.
 */
function oncePerJob<Fields>(fieldsOf: (job: Job) => Fields) {
  // Indexed by is_applied + 2 × is_saved.
  const worked = new WeakMap<Job, (Fields & JumperMarkFields)[]>();
  return ({ job, isApplied, isSaved }: JobForJumper) => {
    let variants = worked.get(job);
    if (!variants) {
      const fields = fieldsOf(job);
      variants = [false, true].flatMap((saved) =>
        [false, true].map((applied) => ({ ...fields, is_applied: applied, is_saved: saved })),
      );
      worked.set(job, variants);
    }
    return variants[Number(isApplied) + 2 * Number(isSaved)]!;
  };
}

const jumperPosition = oncePerJob((job) => ({ ...jobFields(job), job_name: job.title }));
const permanentJob = oncePerJob((job) => ({ ...jobFields(job), job_title: job.title }));

/** A job's fields with its commute from the origin, when the request has one. */
function withCommute<Fields extends object>(fields: Fields, job: Job, origin: CommuteOrigin | null) {
  return origin ? { ...fields, commute: commuteTo(origin.point, job) } : fields;
}

/** A page of jobs of one kind in the dashboard's shape (the dashboard, the saved jobs), each with its commute. */
function pageOfJobs(kind: JobKind, page: number, result: DashboardPage, origin: CommuteOrigin | null = null) {
  const paging = {
    total_pages: result.totalPages,
    current_page: page,
    total_count: result.totalJobs,
    ...(origin ? { commute_origin: { source: origin.source, place: origin.place } } : {}),
  };
  return kind === 'permanent'
    ? { permanent_jobs: result.jobs.map((job) => withCommute(permanentJob(job), job.job, origin)), ...paging }
    : { jumper_positions: result.jobs.map((job) => withCommute(jumperPosition(job), job.job, origin)), ...paging };
}

const kindOf = (permanent: boolean | undefined): JobKind => (permanent ? 'permanent' : 'jumper');
const jobNotFound = () => httpError(404, 'not_found', 'Job not found.');

export const jobRoutes: FastifyPluginAsync<{ database: DatabaseHandle }> = async (server, { database }) => {
  const { db } = database;
  const feed = await jobBoardOf(db).follow(database);
  server.addHook('onClose', () => feed.close());

  route(server, 'getDashboard', async (request, _reply, session) => {
    requireVerifiedDocuments(session);
    const { page = 1, per_page: perPage = 5, ...parameters } = request.query;
    const { query, origin } = await dashboardQueryOf(db, session.userId, parameters, { page, perPage });
    return { data: pageOfJobs(query.kind, page, await dashboardPage(db, query), origin) };
  });

  route(server, 'getJob', async (request, _reply, session) => {
    requireVerifiedDocuments(session);
    const kind = kindOf(request.query.permanent_job);
    const origin = commuteOrigin(request.query.commute_from, await jobBoardOf(db).marksOf(session.userId));
    const job = await jobForJumper(db, session.userId, request.params.id, kind);
    if (!job) throw jobNotFound();
    return { data: withCommute(kind === 'permanent' ? permanentJob(job) : jumperPosition(job), job.job, origin) };
  });

  route(server, 'addNotInterested', async (request, _reply, session) => {
    requireVerifiedDocuments(session);
    const kind = kindOf(request.query.permanent_job);
    if (!(await markNotInterested(db, session.userId, request.params.id, kind))) throw jobNotFound();
    return { message: 'Removed Successfully' };
  });

  route(server, 'removeNotInterested', async (request, _reply, session) => {
    requireVerifiedDocuments(session);
    const kind = kindOf(request.query.permanent_job);
    const outcome = await removeNotInterested(db, session.userId, request.params.id, kind);
    if (outcome === 'no-such-job') throw jobNotFound();
    if (outcome === 'not-marked') {
      throw httpError(404, 'not_marked_not_interested', 'This job is not marked as Not Interested.');
    }
    return { message: 'The job shows on your dashboard again.' };
  });

  route(server, 'saveJob', async (request, _reply, session) => {
    requireVerifiedDocuments(session);
    const kind = kindOf(request.query.permanent_job);
    if (!(await saveJob(db, session.userId, request.params.id, kind))) throw jobNotFound();
    return { message: 'Job saved.' };
  });

  route(server, 'unsaveJob', async (request, _reply, session) => {
    requireVerifiedDocuments(session);
    const kind = kindOf(request.query.permanent_job);
    if (!(await unsaveJob(db, session.userId, request.params.id, kind))) throw jobNotFound();
    return { message: 'Job removed from your saved jobs.' };
  });

  route(server, 'listSavedJobs', async (request, _reply, session) => {
    requireVerifiedDocuments(session);
    const { page = 1, per_page: perPage = 5, permanent_job: permanent, commute_from: commuteFrom } = request.query;
    const kind = kindOf(permanent);
    const origin = commuteOrigin(commuteFrom, await jobBoardOf(db).marksOf(session.userId));
    const result = await savedJobsPage(db, { userId: session.userId, kind, page, perPage });
    return { data: pageOfJobs(kind, page, result, origin) };
  });

  async function apply(
    request: ContractRequest<'applyToJumperPosition' | 'applyToPermanentJob'>,
    reply: FastifyReply,
    session: Session,
    kind: JobKind,
  ): Promise<ResponseBody<'applyToJumperPosition'>> {
    requireVerifiedDocuments(session);
    const details = request.body.applied_job;
    const result = await applyToJob(db, {
      userId: session.userId,
      jobId: request.params.jobId,
      kind,
      travelTime: details.travel_time,
      travelDistance: details.travel_distance,
      knowledgeOfGerman: details.knowledge_of_german,
      adjustments: applicationAdjustments(details.adjustments, 'applied_job.adjustments'),
    });
    // The app's language at the moment of applying is the language of the jumper's status e-mails.
    if (details.language) await updateNotificationSettings(db, session.userId, { language: details.language });
    if (result.outcome === 'no-such-job') throw jobNotFound();
    if (result.outcome === 'job-closed') {
      throw httpError(409, 'job_closed', 'This job is closed and takes no more applications.');
    }
    if (result.outcome === 'created') void reply.status(201);
    const { application } = result;
    // A new application's history is its first entry, written with it.
    const history =
      result.outcome === 'created'
        ? [
            {
              stage: 'sent' as const,
              changedAt: application.appliedAt,
              reason: null,
              interviewAt: null,
              interviewPlace: null,
            },
          ]
        : ((await historiesOf(db, [application.id])).get(application.id) ?? []);
    return {
      message: result.outcome === 'created' ? 'Application sent.' : 'You have already applied to this job.',
      data: appliedJobFields(application, history),
    };
  }

  route(server, 'applyToJumperPosition', (request, reply, session) => apply(request, reply, session, 'jumper'));
  route(server, 'applyToPermanentJob', (request, reply, session) => apply(request, reply, session, 'permanent'));
};
