import type { Database } from '../db/database';
import { mailOutbox } from '../db/mail-schema';
import { deliverOutbox, outboxEverySeconds, outboxQueued, startDispatcher, type Dispatcher } from '../db/outbox';
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

/**
 * Sends the e-mail waiting in the outbox table through the mailer (SMTP or the outbox folder), one after the other, at
 * least once each (db/outbox.ts: the claim, the retries with backoff). Answers how many were sent and how many failed.
 */
export async function deliverQueuedMail(db: Database, mailer: Mailer, now = new Date()) {
  const { sent, failed } = await deliverOutbox(db, mailOutbox, now, async (row) => {
    await mailer.send({
      to: row.recipient,
      subject: row.subject,
      text: row.body,
      ...(row.headers ? { headers: row.headers } : {}),
    });
    return 'sent';
  });
  return { sent, failed };
}

export type MailDispatcher = Dispatcher;

/** After a commit that queued mail: the database's dispatcher, if this process runs one, sends it now. */
export function mailQueued(db: Database) {
  outboxQueued(db, 'mail');
}

/**
 * Delivers the outbox table while the server runs: at once when this process queued mail (`mailQueued`), and every
 * `everySeconds` for what other processes (the operator CLI, another server) queued or what failed before.
 */
export function startMailDispatcher(
  db: Database,
  mailer: Mailer,
  log: (message: string, error?: unknown) => void,
  everySeconds = outboxEverySeconds,
): MailDispatcher {
  return startDispatcher(
    db,
    'mail',
    () => deliverQueuedMail(db, mailer),
    log,
    (failed) => `${failed} queued e-mail${failed === 1 ? '' : 's'} could not be sent; retrying later.`,
    everySeconds,
  );
}
