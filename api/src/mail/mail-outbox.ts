import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/mail-schema';
import type { Mail, Mailer } from './mailer';

/** A transaction of either driver, or the database itself: what `queueMail` writes with. */
type Writer = Pick<Database, 'insert'>;

/**
 * Puts an e-mail in the outbox table, with the writer (transaction) of the change it tells of: it is stored if and
 * only if the change is. `deliverQueuedMail` sends it after the commit.
 */
export async function queueMail(writer: Writer, mail: Mail) {
  await writer.insert(mailOutbox).values({
    recipient: mail.to,
    subject: mail.subject,
    body: mail.text,
    headers: mail.headers ?? null,
  });
}

/** A sender holds what it took for this long; one that crashed meanwhile leaves it to the next. */
const claimSeconds = 300;
/** After a failure, the next attempt waits this long times the attempts so far (at most an hour). */
const retrySeconds = 60;
const batchSize = 20;

/**
 * Sends the e-mail waiting in the outbox table through the mailer (SMTP or the outbox folder). Each row is claimed
 * first (one statement, skipping rows that another process has locked), so that of several server processes one sends
 * it; a row is marked sent after its mailer accepted it, so that a crash in between sends it again rather than never
 * (at least once). A failure is kept on the row and retried later. Answers how many were sent and how many failed.
 */
export async function deliverQueuedMail(db: Database, mailer: Mailer, now = new Date()) {
  let sent = 0;
  let failed = 0;
  for (;;) {
    const waiting = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.sendAfter, now)))
      .orderBy(asc(mailOutbox.sendAfter), asc(mailOutbox.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(mailOutbox)
      .set({
        sendAfter: sql`${now.toISOString()}::timestamptz + make_interval(secs => ${claimSeconds})`,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, waiting))
      .returning();
    if (claimed.length === 0) return { sent, failed };
    for (const row of claimed.sort((a, b) => a.id - b.id)) {
      try {
        await mailer.send({
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          ...(row.headers ? { headers: row.headers } : {}),
        });
        await db.update(mailOutbox).set({ sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, row.id));
        sent++;
      } catch (error) {
        failed++;
        const wait = Math.min(3600, retrySeconds * row.attempts);
        await db
          .update(mailOutbox)
          .set({
            sendAfter: new Date(Date.now() + wait * 1000),
            lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
          })
          .where(eq(mailOutbox.id, row.id));
      }
    }
    if (failed > 0) return { sent, failed };
  }
}

export type MailDispatcher = {
  /** Sends what waits now (after a commit that queued mail), without waiting for it. */
  kick: () => void;
  /** Resolves when the current delivery, if any, is done. */
  idle: () => Promise<void>;
  stop: () => Promise<void>;
};

const dispatchers = new WeakMap<Database, MailDispatcher>();

/** After a commit that queued mail: the database's dispatcher, if this process runs one, sends it now. */
export function mailQueued(db: Database) {
  dispatchers.get(db)?.kick();
}

/**
 * Delivers the outbox table while the server runs: at once when this process queued mail (`mailQueued`), and every
 * `everySeconds` for what other processes (the operator CLI, another server) queued or what failed before.
 */
export function startMailDispatcher(
  db: Database,
  mailer: Mailer,
  log: (message: string, error?: unknown) => void,
  everySeconds = 30,
): MailDispatcher {
  let running: Promise<void> | undefined;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = deliverQueuedMail(db, mailer)
      .then(({ failed }) => {
        if (failed > 0) log(`${failed} queued e-mail${failed === 1 ? '' : 's'} could not be sent; retrying later.`);
      })
      .catch((error: unknown) => log('The mail outbox could not be delivered.', error))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, everySeconds * 1000);
  timer.unref();
  const dispatcher: MailDispatcher = {
    kick: run,
    idle: async () => {
      while (running) await running;
    },
    stop: async () => {
      clearInterval(timer);
      dispatchers.delete(db);
      again = false;
      await dispatcher.idle();
    },
  };
  dispatchers.set(db, dispatcher);
  run();
  return dispatcher;
}
