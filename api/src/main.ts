import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { seedDemoData } from './jobs/demo-data';
import { buildServer } from './server';
import { databaseStorage } from './storage/database-storage';
import { diskStorage } from './storage/disk-storage';

const config = readConfig();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
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
  strictResponses: !config.production,
  mail: { smtpUrl: config.smtpUrl, outboxDir, from: config.mailFrom },
  redisUrl: config.redisUrl,
  rateLimitPrefix: config.rateLimitPrefix,
  google: { clientId: config.googleClientId },
  corsOrigins: config.corsOrigins,
  trustProxyHops: config.trustProxyHops,
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

await server.listen({ port: config.port, host: config.host });
const { port } = server.server.address() as AddressInfo;
if (operatorToken) database.lock?.advertise({ port, token: operatorToken });
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
const mail = config.smtpUrl ? `SMTP ${new URL(config.smtpUrl).host}` : `outbox ${outboxDir} (also printed here)`;
const limits = config.redisUrl ? 'Redis (REDIS_URL)' : 'memory of this process';
console.log(
  `\n  jumpers is running at http://localhost:${port}\n` +
    `  database: ${where}\n  mail: ${mail}\n  rate-limit counters: ${limits}\n`,
);
