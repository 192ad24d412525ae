import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/database';
import { dueAlertIds } from './alerts-data';
import { digestTimeZone, sendDigest, sendDueDigests, startOfDay, type DigestSender } from './alert-digest';

/** The hour of the day (Swiss time) from which the day's digests go out. */
export const digestHour = 7;
/** Queue of the daily run, which puts one digest job per due alert on `digestQueue`. */
export const dailyRunQueue = 'job-alert-daily-run';
export const digestQueue = 'job-alert-digest';

export type DigestSchedule = { stop: () => Promise<void> };
type Log = (message: string, error?: unknown) => void;

/**
 * Sends the daily digests while the server runs. On PostgreSQL through a pg-boss queue in the database, so that any
 * number of server processes share the work and each digest goes out once: pg-boss fires the daily run in one
 * process only and hands each alert's digest to one worker (retried when the mail server fails), and the digest's
 * claim (alerts-data.ts) makes a second attempt of the day a no-op. On the embedded database, which one process
 * holds, a timer of that process looks for due digests every few minutes from `digestHour` on.
 */
export async function startDigestSchedule(
  database: DatabaseHandle,
  sender: DigestSender,
  log: Log,
): Promise<DigestSchedule> {
  if (database.kind === 'postgres' && database.url) return startDigestQueue(database, database.url, sender, log);
  return startDigestTimer(database, sender, log);
}

/** The pg-boss client of the digests on a PostgreSQL database; `work` also makes this process one of its workers. */
export async function digestQueueClient(databaseUrl: string, log: Log) {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 2, application_name: 'jumpers-job-alerts' });
  boss.on('error', (error) => log('The job alert queue failed.', error));
  await boss.start();
  await boss.createQueue(dailyRunQueue, { name: dailyRunQueue, policy: 'singleton' });
  await boss.createQueue(digestQueue, { name: digestQueue, retryLimit: 5, retryDelay: 300, retryBackoff: true });
  return boss;
}

/** Asks the queue for a daily run now (the operator, tests): a worker of any server process takes it. */
export async function requestDailyRun(boss: PgBoss) {
  await boss.send(dailyRunQueue, {});
}

async function startDigestQueue(
  database: DatabaseHandle,
  databaseUrl: string,
  sender: DigestSender,
  log: Log,
): Promise<DigestSchedule> {
  const boss = await digestQueueClient(databaseUrl, log);
  await boss.schedule(dailyRunQueue, `0 ${digestHour} * * *`, {}, { tz: digestTimeZone });
  await boss.work(dailyRunQueue, async () => {
    const day = startOfDay(new Date()).toISOString();
    for (const alertId of await dueAlertIds(database.db, startOfDay(new Date()))) {
      // One digest job per alert and day, whichever process puts it on the queue.
      await boss.send(digestQueue, { alertId }, { singletonKey: `${alertId} ${day}` });
    }
  });
  await boss.work<{ alertId: number }>(digestQueue, async ([job]) => {
    if (job) await sendDigest(database.db, job.data.alertId, sender);
  });
  return { stop: () => boss.stop({ graceful: true, wait: true }) };
}

const timerMinutes = 10;

function startDigestTimer(database: DatabaseHandle, sender: DigestSender, log: Log): DigestSchedule {
  let running: Promise<unknown> | undefined;
  const run = () => {
    const now = new Date();
    const hourInZurich = Number(
      new Intl.DateTimeFormat('en-US', { timeZone: digestTimeZone, hour: 'numeric', hourCycle: 'h23' }).format(now),
    );
    if (running || hourInZurich < digestHour) return;
    running = sendDueDigests(database.db, sender, {
      now,
      onFailure: (alertId, error) => log(`The digest of job alert ${alertId} could not be sent.`, error),
    })
      .catch((error: unknown) => log('The job alert digests could not be made.', error))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(run, timerMinutes * 60_000);
  timer.unref();
  run();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
