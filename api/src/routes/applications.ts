import type { FastifyPluginAsync } from 'fastify';
import { appliedJobFields } from '../applications/applied-job-fields';
import {
  changeStage,
  historiesOf,
  markAllSeen,
  notificationSettingsOf,
  unreadCount,
  updateNotificationSettings,
  type NotificationSettings,
} from '../applications/applications-data';
import { checkedDraftValues } from '../applications/draft-values';
import { deleteDraft, draftOf, saveDraft, type ApplyDraft } from '../applications/apply-drafts-data';
import { route } from '../contract/route';
import type { DatabaseHandle } from '../db/database';
import { httpError } from '../http/errors';
import { applicationsOf, type ApplicationList, type JobKind } from '../jobs/jobs-data';

const kindOf = (permanent: boolean | undefined): JobKind => (permanent ? 'permanent' : 'jumper');
const applicationNotFound = () => httpError(404, 'not_found', 'Application not found.');
const draftNotFound = () => httpError(404, 'not_found', 'There is no draft of this application.');

function settingsFields(settings: NotificationSettings) {
  return { data: { status_emails: settings.statusEmails, language: settings.language } };
}

function draftFields(draft: ApplyDraft) {
  return {
    data: {
      step: draft.step,
      values: draft.values,
      updated_at: draft.updatedAt.toISOString(),
      expires_at: draft.expiresAt.toISOString(),
    },
  };
}

/**
 * The jumper's applications as they go on (docs/product-rules.md#following-applications): the lists, withdrawing,
 * unread changes, the e-mail settings and the apply flow's drafts. Every call works on the signed-in jumper's own rows
 * only; another jumper's is a 404.
 */
export const applicationRoutes: FastifyPluginAsync<{ database: DatabaseHandle; publicUrl: string }> = async (
  server,
  { database, publicUrl },
) => {
  const { db } = database;

  route(server, 'listAppliedJobs', async (request, _reply, session) => {
    const { is_applied: isApplied, is_permanent: permanent, stage_group: group } = request.query;
    if (group === undefined && isApplied === undefined) {
      throw httpError(
        400,
        'bad_request',
        'Say which applications: is_applied=true or false, or stage_group=withdrawn.',
      );
    }
    const list: ApplicationList = group ?? (isApplied ? 'applied' : 'unsuccessful');
    const rows = await applicationsOf(db, session.userId, list, kindOf(permanent));
    const histories = await historiesOf(
      db,
      rows.map((row) => row.id),
    );
    return { data: { data: rows.map((row) => appliedJobFields(row, histories.get(row.id) ?? [])) } };
  });

  route(server, 'withdrawApplication', async (request, _reply, session) => {
    const reason = request.body?.reason?.trim() || null;
    const result = await changeStage(
      db,
      { userId: session.userId, applicationId: request.params.id },
      { stage: 'withdrawn', by: 'jumper', reason },
      { publicUrl },
    );
    if (result.outcome === 'not-found') throw applicationNotFound();
    if (result.outcome === 'not-allowed') {
      throw httpError(
        409,
        'stage_transition_not_allowed',
        `This application is ${result.from.replace('_', ' ')} and can no longer be withdrawn.`,
      );
    }
    const { application } = result;
    const histories = await historiesOf(db, [application.id]);
    return {
      message: 'Your application is withdrawn.',
      data: appliedJobFields(application, histories.get(application.id) ?? []),
    };
  });

  route(server, 'countUnreadApplications', async (_request, _reply, session) => {
    return { data: { count: await unreadCount(db, session.userId) } };
  });

  route(server, 'markApplicationsSeen', async (_request, _reply, session) => {
    await markAllSeen(db, session.userId);
    return { data: { count: await unreadCount(db, session.userId) } };
  });

  route(server, 'getNotificationSettings', async (_request, _reply, session) => {
    return settingsFields(await notificationSettingsOf(db, session.userId));
  });

  route(server, 'updateNotificationSettings', async (request, _reply, session) => {
    const { status_emails: statusEmails, language } = request.body.notification_settings;
    return settingsFields(await updateNotificationSettings(db, session.userId, { statusEmails, language }));
  });

  route(server, 'getApplyDraft', async (request, _reply, session) => {
    const draft = await draftOf(db, session.userId, request.params.job_id, kindOf(request.query.is_permanent));
    if (!draft) throw draftNotFound();
    return draftFields(draft);
  });

  route(server, 'saveApplyDraft', async (request, _reply, session) => {
    const { step, values } = request.body.apply_draft;
    const saved = await saveDraft(db, session.userId, request.params.job_id, kindOf(request.query.is_permanent), {
      step,
      values: checkedDraftValues(values, 'apply_draft.values'),
    });
    if (saved === 'no-such-job') throw httpError(404, 'not_found', 'Job not found.');
    if (saved === 'job-closed')
      throw httpError(409, 'job_closed', 'This job is closed and takes no more applications.');
    return draftFields(saved);
  });

  route(server, 'deleteApplyDraft', async (request, _reply, session) => {
    if (!(await deleteDraft(db, session.userId, request.params.job_id, kindOf(request.query.is_permanent)))) {
      throw draftNotFound();
    }
    return { message: 'Draft deleted.' };
  });
};
