import type { FastifyPluginAsync } from 'fastify';
import {
  alertsOf,
  alertsPerJumperLimit,
  createAlert,
  deleteAlert,
  pauseAlert,
  updateAlert,
  type JobAlert,
} from '../alerts/alerts-data';
import { unsubscribeTokens } from '../alerts/unsubscribe-token';
import { requireVerifiedDocuments } from '../auth/verified-documents';
import { publicRoute, route } from '../contract/route';
import type { DatabaseHandle } from '../db/database';
import { fieldError, httpError } from '../http/errors';
import { dashboardQueryOf } from '../jobs/dashboard-query';

function alertFields(alert: JobAlert) {
  return {
    id: alert.id,
    name: alert.name,
    criteria: alert.criteria,
    paused: alert.paused,
    language: alert.language,
    created_at: alert.createdAt.toISOString(),
    last_digest_at: alert.lastDigestAt?.toISOString() ?? null,
  };
}

const alertNotFound = () => httpError(404, 'not_found', 'Job alert not found.');

/** A name of spaces alone is no name. */
function checkedName(name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  const trimmed = name.trim();
  if (!trimmed) throw fieldError('job_alert.name', 'Please give the alert a name.', 422, 'required');
  return trimmed;
}

export const jobAlertRoutes: FastifyPluginAsync<{ database: DatabaseHandle }> = async (server, { database }) => {
  const { db } = database;
  const tokens = await unsubscribeTokens(db);

  // A mail program's one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` as a form; the token in
  // the address says everything, so the body is read (up to a small limit) and left aside.
  server.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, _body, done) => done(null, undefined),
  );

  route(server, 'listJobAlerts', async (_request, _reply, session) => {
    return { data: (await alertsOf(db, session.userId)).map(alertFields) };
  });

  route(server, 'createJobAlert', async (request, reply, session) => {
    requireVerifiedDocuments(session);
    const { name, criteria, language = 'en' } = request.body.job_alert;
    // Criteria the dashboard would refuse (a commute filter without a place to start from, say) are refused here.
    await dashboardQueryOf(db, session.userId, criteria, { page: 1, perPage: 1 }, 'job_alert.criteria.');
    const created = await createAlert(db, session.userId, {
      name: checkedName(name)!,
      // Stored whole, defaults written out, so that the alert keeps meaning what it meant when made.
      criteria: { ...criteria, permanent_job: criteria.permanent_job === true },
      language,
    });
    if (created === 'limit-reached') {
      throw httpError(
        409,
        'too_many_job_alerts',
        `You have ${alertsPerJumperLimit} job alerts already. Please delete one before saving another.`,
      );
    }
    void reply.status(201);
    return { message: 'Job alert saved.', data: alertFields(created) };
  });

  route(server, 'updateJobAlert', async (request, _reply, session) => {
    const { name, paused, language } = request.body.job_alert;
    const updated = await updateAlert(db, session.userId, request.params.id, {
      name: checkedName(name),
      paused,
      language,
    });
    if (!updated) throw alertNotFound();
    return { message: 'Job alert updated.', data: alertFields(updated) };
  });

  route(server, 'deleteJobAlert', async (request, _reply, session) => {
    if (!(await deleteAlert(db, session.userId, request.params.id))) throw alertNotFound();
    return { message: 'Job alert deleted.' };
  });

  publicRoute(server, 'unsubscribeJobAlert', async (request) => {
    const alertId = tokens.alertOf(request.query.token);
    if (alertId === undefined) {
      throw httpError(400, 'invalid_unsubscribe_token', 'This unsubscribe link is not valid.');
    }
    const paused = await pauseAlert(db, alertId);
    return { message: 'You will get no more e-mails for this job alert.', data: { name: paused?.name ?? null } };
  });
};
