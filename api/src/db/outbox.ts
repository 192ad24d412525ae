import { and, asc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/**
 * A table of things to send after the commit of the change they tell of (mail_outbox, push_outbox): what the delivery
 * below needs of it.
 */
export type OutboxTable = PgTable & { id: PgColumn; sendAfter: PgColumn; attempts: PgColumn; sentAt: PgColumn };

type OutboxRow = { id: number; attempts: number };

/** A sender holds what it took for this long; one that crashed meanwhile leaves it to the next. */
const claimSeconds = 300;
/** After a failure, the next attempt waits this long times the attempts so far (at most an hour). */
const retrySeconds = 60;
const batchSize = 20;

/**
 * A failure after which the receiver said when to try again (HTTP Retry-After), which the next attempt waits for
 * instead of the backoff. `message` is what the row keeps, so it must name nothing secret.
 */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly afterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * Claims the rows that are due, with one statement that skips rows another process has locked, so that of several
 * processes one sends each: a claimed row is not due again for `claimSeconds` and counts one more attempt.
 */
async function claimDue<Table extends OutboxTable>(db: Database, table: Table, now: Date, pending: SQL | undefined) {
  const waiting = db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(isNull(table.sentAt), lte(table.sendAfter, now), pending))
    .orderBy(asc(table.sendAfter), asc(table.id))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const claimed = (await db
    .update(table)
    .set({
      sendAfter: sql`${now.toISOString()}::timestamptz + make_interval(secs => ${claimSeconds})`,
      attempts: sql`${table.attempts} + 1`,
    } as PgUpdateSetSource<Table>)
    .where(inArray(table.id, waiting))
    .returning()) as (Table['$inferSelect'] & OutboxRow)[];
  return claimed.sort((a, b) => a.id - b.id);
}

export type Delivery = { sent: number; failed: number; dropped: number };

/**
 * Sends what waits in an outbox table: each row is claimed first (`claimDue`), and marked sent after `send` resolved,
 * so that a crash in between sends it again rather than never (at least once). A failure (`send` throws) is kept on
 * the row and retried later; `send` answering 'dropped' means it settled the row itself (removed it, gave it up).
 * `pending` narrows which unsent rows may still go; `together` sends a batch's rows at once rather than in turn.
 * Answers how many were sent, failed and dropped; a batch with a failure ends the run (the receiver may be down).
 */
export async function deliverOutbox<Table extends OutboxTable>(
  db: Database,
  table: Table,
  now: Date,
  send: (row: Table['$inferSelect'] & OutboxRow) => Promise<'sent' | 'dropped'>,
  options: { pending?: SQL; together?: boolean } = {},
): Promise<Delivery> {
  const delivery: Delivery = { sent: 0, failed: 0, dropped: 0 };
  const settle = async (row: Table['$inferSelect'] & OutboxRow) => {
    try {
      if ((await send(row)) === 'dropped') {
        delivery.dropped++;
        return;
      }
      await writeOutcome(db, table, row.id, { sentAt: new Date(), lastError: null });
      delivery.sent++;
    } catch (error) {
      delivery.failed++;
      const wait =
        error instanceof RetryLater && error.afterSeconds !== undefined
          ? error.afterSeconds
          : Math.min(3600, retrySeconds * row.attempts);
      await writeOutcome(db, table, row.id, {
        sendAfter: new Date(Date.now() + wait * 1000),
        lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
      });
    }
  };
  for (;;) {
    const claimed = await claimDue(db, table, now, options.pending);
    if (claimed.length === 0) return delivery;
    if (options.together) await Promise.all(claimed.map(settle));
    else for (const row of claimed) await settle(row);
    if (delivery.failed > 0) return delivery;
  }
}

/** Writes an outcome onto a claimed row. */
export async function writeOutcome<Table extends OutboxTable>(
  db: Database,
  table: Table,
  id: number,
  values: Record<string, unknown>,
) {
  await db
    .update(table)
    .set(values as PgUpdateSetSource<Table>)
    .where(eq(table.id, id));
}

export type Dispatcher = {
  /** Sends what waits now (after a commit that queued something), without waiting for it. */
  kick: () => void;
  /** Resolves when the current delivery, if any, is done. */
  idle: () => Promise<void>;
  stop: () => Promise<void>;
};

type OutboxName = 'mail' | 'push';

/** How often a server delivers each outbox table, whatever it queued itself: the retries, and what others queued. */
export const outboxEverySeconds = 30;

const dispatchers = new WeakMap<Database, Map<OutboxName, Dispatcher>>();

/** After a commit that queued rows of an outbox: the database's dispatcher for it, if this process runs one, sends them now. */
export function outboxQueued(db: Database, outbox: OutboxName) {
  dispatchers.get(db)?.get(outbox)?.kick();
}

/**
 * Delivers an outbox table while the server runs: at once when this process queued something (`outboxQueued`), and
 * every `everySeconds` for what other processes (the operator CLI, another server) queued or what failed before.
 * `deliver` answers how many failed, which is logged as `failures(count)`.
 */
export function startDispatcher(
  db: Database,
  outbox: OutboxName,
  deliver: () => Promise<{ failed: number }>,
  log: (message: string, error?: unknown) => void,
  failures: (count: number) => string,
  everySeconds = outboxEverySeconds,
): Dispatcher {
  let running: Promise<void> | undefined;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = deliver()
      .then(({ failed }) => {
        if (failed > 0) log(failures(failed));
      })
      .catch((error: unknown) => log(`The ${outbox} outbox could not be delivered.`, error))
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
  const dispatcher: Dispatcher = {
    kick: run,
    idle: async () => {
      while (running) await running;
    },
    stop: async () => {
      clearInterval(timer);
      dispatchers.get(db)?.delete(outbox);
      again = false;
      await dispatcher.idle();
    },
  };
  const ofDatabase = dispatchers.get(db) ?? new Map<OutboxName, Dispatcher>();
  dispatchers.set(db, ofDatabase.set(outbox, dispatcher));
  run();
  return dispatcher;
}
