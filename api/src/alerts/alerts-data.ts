import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { jobAlerts, users } from '../db/schema';
import type { components } from '@jumpers/contract';
import type { DashboardParameters } from '../jobs/dashboard-query';

/** What an alert looks for: dashboard parameters, as the contract names them. */
export type AlertCriteria = components['schemas']['JobAlertCriteria'] & DashboardParameters;
export type JobAlert = Omit<typeof jobAlerts.$inferSelect, 'criteria'> & { criteria: AlertCriteria };
export type MailLanguage = JobAlert['language'];

/** A jumper keeps at most this many alerts: each costs a dashboard query a day. */
export const alertsPerJumperLimit = 20;

/** The jumper's alerts, the newest first. */
export async function alertsOf(db: Database, userId: string): Promise<JobAlert[]> {
  const rows = await db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, userId))
    .orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id));
  return rows as JobAlert[];
}

export type NewAlert = { name: string; criteria: AlertCriteria; language: MailLanguage };

/**
 * Saves an alert, unless the jumper has `alertsPerJumperLimit` already. The jumper's account row is locked while
 * counting, so that alerts made at once in several requests cannot pass the limit together.
 */
export async function createAlert(db: Database, userId: string, alert: NewAlert): Promise<JobAlert | 'limit-reached'> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx.select({ total: count() }).from(jobAlerts).where(eq(jobAlerts.userId, userId));
    if ((held?.total ?? 0) >= alertsPerJumperLimit) return 'limit-reached' as const;
    const [created] = await tx
      .insert(jobAlerts)
      .values({ userId, ...alert })
      .returning();
    return created as JobAlert;
  });
}

export type AlertChange = {
  name?: string | undefined;
  paused?: boolean | undefined;
  language?: MailLanguage | undefined;
};

/**
 * Changes the jumper's alert; undefined when the jumper has no such alert. Resuming a paused alert starts its
 * new jobs from now, so that its next digest does not bring everything published while it was paused.
 */
export async function updateAlert(
  db: Database,
  userId: string,
  id: number,
  change: AlertChange,
): Promise<JobAlert | undefined> {
  const changes = {
    ...(change.name === undefined ? {} : { name: change.name }),
    ...(change.language === undefined ? {} : { language: change.language }),
    ...(change.paused === undefined
      ? {}
      : {
          paused: change.paused,
          newSince: change.paused
            ? sql`${jobAlerts.newSince}`
            : sql`case when ${jobAlerts.paused} then now() else ${jobAlerts.newSince} end`,
        }),
  };
  const ofJumper = and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId));
  // A change of nothing answers the alert as it is.
  const [updated] =
    Object.keys(changes).length === 0
      ? await db.select().from(jobAlerts).where(ofJumper)
      : await db.update(jobAlerts).set(changes).where(ofJumper).returning();
  return updated as JobAlert | undefined;
}

/** Deletes the jumper's alert; false when the jumper has no such alert. */
export async function deleteAlert(db: Database, userId: string, id: number): Promise<boolean> {
  const deleted = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
    .returning({ id: jobAlerts.id });
  return deleted.length > 0;
}

/** Pauses an alert by its id alone (its unsubscribe link was checked); undefined when it no longer exists. */
export async function pauseAlert(db: Database, id: number): Promise<{ name: string } | undefined> {
  const [paused] = await db
    .update(jobAlerts)
    .set({ paused: true })
    .where(eq(jobAlerts.id, id))
    .returning({ name: jobAlerts.name });
  return paused;
}

const dueBy = (dayStart: Date) =>
  and(eq(jobAlerts.paused, false), or(isNull(jobAlerts.lastDigestAt), lt(jobAlerts.lastDigestAt, dayStart)));

/** The alerts whose digest of the day starting at `dayStart` has not been made yet, oldest first. */
export async function dueAlertIds(db: Database, dayStart: Date): Promise<number[]> {
  const rows = await db.select({ id: jobAlerts.id }).from(jobAlerts).where(dueBy(dayStart)).orderBy(jobAlerts.id);
  return rows.map((row) => row.id);
}

export type ClaimedDigest = {
  alert: JobAlert;
  email: string;
  /** The alert's last digest before this one, to give the claim back when the digest cannot be sent. */
  previousDigestAt: Date | null;
};

/**
 * Takes the day's digest of an alert for this caller: it is marked made at `now` only if it is still due and no one
 * else marked it since it was read, in one statement, so that of several processes (or several runs of one) exactly
 * one gets it. Undefined when the digest is not due (made already today, paused, deleted) or another took it.
 */
export async function claimDigest(
  db: Database,
  id: number,
  { now, dayStart }: { now: Date; dayStart: Date },
): Promise<ClaimedDigest | undefined> {
  const [due] = await db
    .select({ alert: jobAlerts, email: users.email })
    .from(jobAlerts)
    .innerJoin(users, eq(users.id, jobAlerts.userId))
    .where(and(eq(jobAlerts.id, id), dueBy(dayStart)));
  if (!due) return undefined;
  const previousDigestAt = due.alert.lastDigestAt;
  const claimed = await db
    .update(jobAlerts)
    .set({ lastDigestAt: now })
    .where(
      and(
        eq(jobAlerts.id, id),
        dueBy(dayStart),
        previousDigestAt === null ? isNull(jobAlerts.lastDigestAt) : eq(jobAlerts.lastDigestAt, previousDigestAt),
      ),
    )
    .returning({ id: jobAlerts.id });
  if (claimed.length === 0) return undefined;
  return { alert: { ...(due.alert as JobAlert), lastDigestAt: now }, email: due.email, previousDigestAt };
}

/** The digest was sent (or had nothing to send): jobs published after `now` are the next digest's. */
export async function finishDigest(db: Database, id: number, now: Date) {
  await db.update(jobAlerts).set({ newSince: now }).where(eq(jobAlerts.id, id));
}

/** The digest could not be sent: it is due again, for a retry. */
export async function releaseDigest(db: Database, claimed: ClaimedDigest) {
  await db.update(jobAlerts).set({ lastDigestAt: claimed.previousDigestAt }).where(eq(jobAlerts.id, claimed.alert.id));
}
