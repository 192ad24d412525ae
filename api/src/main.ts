import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { readConfig, StartupProblem } from './config';
import { openDatabase } from './db/database';
import { seedDemoData } from './jobs/demo-data';
import { buildServer } from './server';
import { databaseStorage } from './storage/database-storage';
import { diskStorage } from './storage/disk-storage';

/** A problem the operator can fix (configuration, the database, the port) is one line and exit code 1, no stack. */
function explainAndExit(error: unknown): never {
  if (!(error instanceof StartupProblem)) throw error;
  console.error(`jumpers could not start: ${error.message}`);
  process.exit(1);
}

const config = (() => {
  try {
    return readConfig();
  } catch (error) {
    return explainAndExit(error);
  }
})();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
).catch(explainAndExit);
// The embedded database is the laptop setup: demo jobs and a demo jumper (README). What exists stays.
if (database.kind === 'pglite') await seedDemoData(database.db);
// Only a server holding the embedded database needs the operator route: with PostgreSQL the CLI connects itself.
const operatorToken = database.lock ? randomBytes(32).toString('hex') : undefined;
const storage =
  config.storageDriver === 'database'
    ? databaseStorage(database.db)
    : diskStorage(path.join(config.dataDir, 'uploads'));
const outboxDir = path.join(config.dataDir, 'outbox');
const server = await buildServer({
  database,
  appDistDir: config.appDistDir,
  operatorToken,
  logLevel: config.logLevel,
  storage,
  uploadTempDir: path.join(config.dataDir, 'incoming'),
  strictResponses: !config.production,
  mail: { smtpUrl: config.smtpUrl, outboxDir, from: config.mailFrom },
  redisUrl: config.redisUrl,
  rateLimitPrefix: config.rateLimitPrefix,
  google: { clientId: config.googleClientId },
  corsOrigins: config.corsOrigins,
  trustProxyHops: config.trustProxyHops,
  mapTileUrl: config.mapTileUrl,
  publicUrl: config.publicUrl,
  push: { vapid: config.vapid },
  digestSchedule: true,
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: stopping.`);
  await server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

await server.listen({ port: config.port, host: config.host }).catch(async (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE') throw error;
  await database.close();
  explainAndExit(new StartupProblem(`port ${config.port} is in use by another program. Stop it, or set PORT.`));
});
const { port } = server.server.address() as AddressInfo;
if (operatorToken) database.lock?.advertise({ port, token: operatorToken });
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
const mail = config.smtpUrl ? `SMTP ${new URL(config.smtpUrl).host}` : `outbox ${outboxDir} (also printed here)`;
const limits = config.redisUrl ? 'Redis (REDIS_URL)' : 'memory of this process';
console.log(
  `\n  jumpers is running at http://localhost:${port}\n` +
    `  database: ${where}\n  mail: ${mail}\n  rate-limit counters: ${limits}\n`,
);
