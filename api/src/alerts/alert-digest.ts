import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { dashboardQueryOf, type DashboardParameters } from '../jobs/dashboard-query';
import { dashboardPage } from '../jobs/job-board';
import type { Job } from '../jobs/jobs-data';
import type { Mailer } from '../mail/mailer';
import { claimDigest, dueAlertIds, finishDigest, releaseDigest } from './alerts-data';
import { digestMail } from './digest-mail';
import { unsubscribeTokens } from './unsubscribe-token';

/** Digests and the days they belong to are counted in Swiss time. */
export const digestTimeZone = 'Europe/Zurich';
/** A digest lists at most this many new jobs (the newest), and says when there are more. */
export const digestJobLimit = 20;
const pageSize = 50;

export type DigestSender = {
  mailer: Mailer;
  /** The address people reach the app at (links in the e-mail), without a trailing slash. */
  publicUrl: string;
};

/** Minutes east of UTC of the time zone at an instant. */
function offsetMinutes(timeZone: string, at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** Midnight of the day `now` falls on in the time zone, as an instant (right on days the clocks change too). */
export function startOfDay(now: Date, timeZone = digestTimeZone): Date {
  const local = new Date(now.getTime() + offsetMinutes(timeZone, now) * 60_000);
  const midnightAsUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  let start = midnightAsUtc - offsetMinutes(timeZone, new Date(midnightAsUtc)) * 60_000;
  start = midnightAsUtc - offsetMinutes(timeZone, new Date(start)) * 60_000;
  return new Date(start);
}

/**
 * The jobs the dashboard shows the jumper for the alert's criteria that were published after `since` and by
 * `until`, newest first, at most `digestJobLimit`; `more` when there are others. The dashboard's own query finds
 * them (newest first), so every filter of the dashboard is an alert's too, and jobs the jumper hid stay out. Criteria
 * that no longer make a query (a commute filter of a jumper who has since removed their home) find nothing.
 */
export async function newJobsFor(
  db: Database,
  alert: { userId: string; criteria: DashboardParameters },
  since: Date,
  until: Date,
): Promise<{ jobs: Job[]; more: boolean }> {
  const found: Job[] = [];
  const newestFirst = { ...alert.criteria, sort: 'newest' as const };
  for (let page = 1; ; page++) {
    let query;
    try {
      ({ query } = await dashboardQueryOf(db, alert.userId, newestFirst, { page, perPage: pageSize }));
    } catch (error) {
      if (error instanceof HttpError) return { jobs: [], more: false };
      throw error;
    }
    const shown = await dashboardPage(db, query);
    for (const { job } of shown.jobs) {
      if (job.publishedAt <= since) return { jobs: found, more: false };
      if (job.publishedAt > until) continue;
      if (found.length === digestJobLimit) return { jobs: found, more: true };
      found.push(job);
    }
    if (page >= shown.totalPages) return { jobs: found, more: false };
  }
}

/**
 * Makes the day's digest of one alert, if it is due and no other process makes it: claims it (alerts-data.ts), finds
 * its new jobs and sends them; nothing is sent when there are none. A digest that cannot be sent is given back, so
 * that a retry sends it. True when an e-mail went out.
 */
export async function sendDigest(db: Database, alertId: number, sender: DigestSender, now = new Date()) {
  const claimed = await claimDigest(db, alertId, { now, dayStart: startOfDay(now) });
  if (!claimed) return false;
  try {
    const { alert } = claimed;
    const { jobs, more } = await newJobsFor(db, alert, alert.newSince, now);
    if (jobs.length > 0) {
      const token = (await unsubscribeTokens(db)).tokenOf(alert.id);
      const kindTab = alert.criteria.permanent_job ? 'tab=permanent&' : '';
      const mail = digestMail(
        { to: claimed.email, alertName: alert.name, language: alert.language, jobs, more },
        {
          jobUrl: (job) => `${sender.publicUrl}/jumper/explore?${kindTab}job=${job.id}`,
          unsubscribePageUrl: `${sender.publicUrl}/unsubscribe?token=${token}`,
          oneClickUrl: `${sender.publicUrl}/api/v1/job_alerts/unsubscribe?token=${token}`,
        },
      );
      await sender.mailer.send(mail);
    }
    await finishDigest(db, alert.id, now);
    return jobs.length > 0;
  } catch (error) {
    await releaseDigest(db, claimed);
    throw error;
  }
}

/**
 * Makes every digest that is due now. One that fails (the mail server refused it) stays due for the next run and
 * does not stop the others. Answers how many alerts were due, how many e-mails went out and how many failed.
 */
export async function sendDueDigests(
  db: Database,
  sender: DigestSender,
  { now = new Date(), onFailure }: { now?: Date; onFailure?: (alertId: number, error: unknown) => void } = {},
) {
  const due = await dueAlertIds(db, startOfDay(now));
  let sent = 0;
  let failed = 0;
  for (const id of due) {
    try {
      if (await sendDigest(db, id, sender, now)) sent++;
    } catch (error) {
      failed++;
      onFailure?.(id, error);
    }
  }
  return { due: due.length, sent, failed };
}
