import type { FastifyPluginAsync } from 'fastify';
import { pingDatabase, type DatabaseHandle } from '../db/database';
import type { CounterStore } from '../limits/rate-limiter';

/** How long health waits for a dependency before calling it down. */
const healthTimeoutMs = 1000;

async function isUp(check: () => Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), healthTimeoutMs);
  });
  try {
    return await Promise.race([check().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * 200 when the server can do its work, 503 naming each dependency that is down: the database, and the rate-limit
 * counters (Redis, when REDIS_URL is set), without which every limited call answers 503.
 */
export const healthRoutes: FastifyPluginAsync<{ database: DatabaseHandle; counters: CounterStore }> = async (
  server,
  { database, counters },
) => {
  server.get('/health', async (_request, reply) => {
    const [databaseUp, countersUp] = await Promise.all([
      isUp(() => pingDatabase(database.db)),
      isUp(() => counters.ping()),
    ]);
    if (databaseUp && countersUp) return { status: 'ok', database: database.kind };
    const down = [databaseUp ? [] : ['database'], countersUp ? [] : ['rate_limit_counters']].flat();
    return reply.status(503).send({ status: 'down', database: database.kind, down });
  });
};
