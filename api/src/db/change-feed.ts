import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type ChangeHandlers = {
  /** The payload of a notification on the channel, after the transaction that sent it committed. */
  onChange: (payload: string) => void;
  /** Notifications may have been missed (the listening connection broke, or came back): forget what was read. */
  onGap: () => void;
};

/** Notifications of one channel (PostgreSQL's LISTEN), sent by triggers whoever writes. */
export type ChangeFeed = {
  /** False while notifications cannot arrive: nothing remembered from the database may be trusted then. */
  readonly live: boolean;
  close: () => Promise<void>;
};

/** The embedded database runs in this process: its notifications cannot be missed. */
export async function pgliteChangeFeed(client: PGlite, channel: string, handlers: ChangeHandlers): Promise<ChangeFeed> {
  const unlisten = await client.listen(channel, handlers.onChange);
  return { live: true, close: () => unlisten() };
}

/**
 * A PostgreSQL server's notifications on a connection of their own. When it breaks, the feed says so (onGap, not
 * live) and connects again every `retryMs` until it listens again, and then says so once more: what changed
 * in between was not heard.
 */
export async function postgresChangeFeed(
  connectionString: string,
  channel: string,
  handlers: ChangeHandlers,
  { retryMs = 1000 } = {},
): Promise<ChangeFeed> {
  let current: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const listenAgainLater = () => {
    if (!closed) retry = setTimeout(() => connect().catch(listenAgainLater), retryMs);
  };

  const lost = (client: pg.Client, error?: Error) => {
    if (client !== current) return;
    current = undefined;
    handlers.onGap();
    if (error) console.error(`PostgreSQL notifications on ${channel} stopped: ${error.message}; listening again.`);
    listenAgainLater();
  };

  async function connect() {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (message.channel === channel && client === current) handlers.onChange(message.payload ?? '');
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) return void (await client.end());
    current = client;
    handlers.onGap();
  }

  await connect();
  return {
    get live() {
      return current !== undefined;
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end();
    },
  };
}
