import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { MailLanguage } from '../alerts/alerts-data';
import type { Database } from '../db/database';
import { applicationHistory, applications, jobs, jumperProfiles, notificationSettings, users } from '../db/schema';
import { jobBoardOf } from '../jobs/job-board';
import { applicationJobColumns, type ApplicationWithJob } from '../jobs/jobs-data';
import { mailQueued, queueMail } from '../mail/mail-outbox';
import { queuePush } from '../push/push-outbox';
import { pushQueued } from '../push/push-sender';
import { applicationPath, canMove, type ApplicationStage } from './application-stages';
import { statusChangeMail } from './status-mail';

export type HistoryEntry = Pick<
  typeof applicationHistory.$inferSelect,
  'stage' | 'changedAt' | 'reason' | 'interviewAt' | 'interviewPlace'
>;

/** The history of each application, oldest first. */
export async function historiesOf(db: Database, applicationIds: number[]): Promise<Map<number, HistoryEntry[]>> {
  const histories = new Map<number, HistoryEntry[]>(applicationIds.map((id) => [id, []]));
  if (applicationIds.length === 0) return histories;
  const rows = await db
    .select({
      applicationId: applicationHistory.applicationId,
      stage: applicationHistory.stage,
      changedAt: applicationHistory.changedAt,
      reason: applicationHistory.reason,
      interviewAt: applicationHistory.interviewAt,
      interviewPlace: applicationHistory.interviewPlace,
    })
    .from(applicationHistory)
    .where(inArray(applicationHistory.applicationId, applicationIds))
    .orderBy(asc(applicationHistory.changedAt), asc(applicationHistory.id));
  for (const { applicationId, ...entry } of rows) histories.get(applicationId)?.push(entry);
  return histories;
}

/** The jumper's application by its id; undefined when there is none of theirs. */
export async function applicationOfJumper(
  db: Database,
  userId: string,
  applicationId: number,
): Promise<ApplicationWithJob | undefined> {
  const [row] = await db
    .select({ application: applications, job: applicationJobColumns })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)));
  return row && { ...row.application, job: row.job };
}

/**
 * The language of a jumper's e-mail: the one the app last gave (notification settings, applying), else German or
 * Italian when the profile's language is German (1) or Italian (3), else English (the profile offers no French; its
 * Spanish, 2, has no e-mails).
 */
const mailLanguageOf = sql<MailLanguage>`coalesce(${notificationSettings.language}::text, case ${jumperProfiles.language} when 1 then 'de' when 3 then 'it' else 'en' end)`;

export type StageChange = {
  stage: ApplicationStage;
  by: 'jumper' | 'operator';
  reason?: string | null | undefined;
  /** For `interview`: when and where, when the employer has set them. */
  interviewAt?: Date | null | undefined;
  interviewPlace?: string | null | undefined;
};

export type StageChangeResult =
  | { outcome: 'changed'; application: ApplicationWithJob }
  | { outcome: 'not-found' }
  | { outcome: 'not-allowed'; from: ApplicationStage };

/** What the e-mail of a change needs beyond the change: the app's address for its link. */
export type StatusMailOptions = { publicUrl: string };

/**
 * Moves the jumper's application to a stage, if the stage it is in allows that (application-stages.ts): the
 * application, its history entry, the notifications to the jumper's devices and, unless the jumper turned them off, the
 * e-mail that tell of it are written in one transaction (into the outbox tables, sent after the commit), so that no
 * e-mail or notification goes out for a change that was not stored and no stored change loses them. An operator's change is unread until the jumper has seen it.
 */
export async function changeStage(
  db: Database,
  target: { userId: string; applicationId: number },
  change: StageChange,
  mail: StatusMailOptions,
): Promise<StageChangeResult> {
  const result = await db.transaction(async (tx): Promise<StageChangeResult> => {
    const [found] = await tx
      .select({
        application: applications,
        job: applicationJobColumns,
        email: users.email,
        statusEmails: sql<boolean>`coalesce(${notificationSettings.statusEmails}, true)`,
        language: mailLanguageOf,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(users, eq(users.id, applications.userId))
      .leftJoin(notificationSettings, eq(notificationSettings.userId, applications.userId))
      .leftJoin(jumperProfiles, eq(jumperProfiles.userId, applications.userId))
      .where(and(eq(applications.id, target.applicationId), eq(applications.userId, target.userId)))
      .for('update', { of: applications });
    if (!found) return { outcome: 'not-found' };
    const from = found.application.stage;
    if (!canMove(from, change.stage)) return { outcome: 'not-allowed', from };
    const interview = change.stage === 'interview';
    const interviewAt = interview ? (change.interviewAt ?? null) : null;
    const interviewPlace = interview ? (change.interviewPlace ?? null) : null;
    const reason = change.reason ?? null;
    const [updated] = await tx
      .update(applications)
      .set({
        stage: change.stage,
        stageChangedAt: sql`now()`,
        interviewAt,
        interviewPlace,
        ...(change.by === 'operator' ? { unread: true } : {}),
      })
      .where(eq(applications.id, target.applicationId))
      .returning();
    await tx.insert(applicationHistory).values({
      applicationId: target.applicationId,
      stage: change.stage,
      changedAt: sql`now()`,
      changedBy: change.by,
      reason,
      interviewAt,
      interviewPlace,
    });
    const path = applicationPath({ id: target.applicationId, stage: change.stage }, found.job.kind);
    const news = statusChangeMail({
      to: found.email,
      language: found.language,
      jobTitle: found.job.title,
      company: found.job.company,
      stage: change.stage,
      reason,
      interviewAt,
      interviewPlace,
      applicationUrl: `${mail.publicUrl}${path}`,
    });
    // The devices the jumper turned notifications on for hear of it too (each device's own consent, whatever the
    // e-mail choice); tapping the notification opens the application.
    await queuePush(tx, target.userId, {
      title: 'jumpers',
      body: news.subject,
      url: path,
      tag: `application-${target.applicationId}`,
    });
    if (found.statusEmails) await queueMail(tx, news);
    return { outcome: 'changed', application: { ...updated!, job: found.job } };
  });
  if (result.outcome !== 'changed') return result;
  mailQueued(db);
  pushQueued(db);
  jobBoardOf(db).forgetJumper(target.userId);
  return result;
}

/**
 * The application an operator means by a jumper and a job: the open one, else the newest (a withdrawn one, which no
 * change is allowed for). Undefined when the jumper never applied to the job.
 */
export async function applicationIdFor(db: Database, userId: string, jobId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.jobId, jobId)))
    .orderBy(sql`${applications.stage} = 'withdrawn'`, sql`${applications.id} desc`)
    .limit(1);
  return row?.id;
}

/** The stage an unsuccessful application had before, to reopen it (the operator's `outcome … applied`). */
export async function stageBefore(db: Database, applicationId: number, stage: ApplicationStage) {
  const rows = await db
    .select({ stage: applicationHistory.stage })
    .from(applicationHistory)
    .where(eq(applicationHistory.applicationId, applicationId))
    .orderBy(asc(applicationHistory.changedAt), asc(applicationHistory.id));
  const stages = rows.map((row) => row.stage);
  const last = stages.lastIndexOf(stage);
  return last > 0 ? stages[last - 1] : undefined;
}

/** How many of the jumper's applications have a change of stage the jumper has not seen. */
export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.unread, true)));
  return row?.total ?? 0;
}

/** The jumper has seen every change of their applications. */
export async function markAllSeen(db: Database, userId: string) {
  await db
    .update(applications)
    .set({ unread: false })
    .where(and(eq(applications.userId, userId), eq(applications.unread, true)));
}

export type NotificationSettings = { statusEmails: boolean; language: MailLanguage };

/** The jumper's e-mail choices, the defaults where they made none. */
export async function notificationSettingsOf(db: Database, userId: string): Promise<NotificationSettings> {
  const [row] = await db
    .select({
      statusEmails: sql<boolean>`coalesce(${notificationSettings.statusEmails}, true)`,
      language: mailLanguageOf,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .leftJoin(jumperProfiles, eq(jumperProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? { statusEmails: true, language: 'en' };
}

/** Changes the jumper's e-mail choices; what is left out stays as it was. */
export async function updateNotificationSettings(
  db: Database,
  userId: string,
  change: { statusEmails?: boolean | undefined; language?: MailLanguage | undefined },
): Promise<NotificationSettings> {
  const values = {
    ...(change.statusEmails === undefined ? {} : { statusEmails: change.statusEmails }),
    ...(change.language === undefined ? {} : { language: change.language }),
  };
  if (Object.keys(values).length > 0) {
    await db
      .insert(notificationSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...values, updatedAt: new Date() } });
  }
  return notificationSettingsOf(db, userId);
}
