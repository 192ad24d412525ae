import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { StartupProblem } from '../config';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed, type ChangeHandlers } from './change-feed';
import { acquireEmbeddedLock, embeddedDatabaseDir, type EmbeddedLock, type LockHolder } from './embedded-lock';
import * as schema from './schema';

/** One type for both drivers, so that queries are written once. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  /** 'pglite' for the embedded database, 'postgres' for a server. */
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL server's address (DATABASE_URL), for clients that connect on their own (the job alert queue). */
  url?: string;
  /** The embedded database's lock, when it lives in a folder. */
  lock?: EmbeddedLock;
  /** Follows the notifications that triggers send on a channel (change-feed.ts). */
  listen: (channel: string, handlers: ChangeHandlers) => Promise<ChangeFeed>;
  close: () => Promise<void>;
};

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type DatabaseOptions =
  | { databaseUrl: string }
  /**
   * `dataDir` undefined keeps the embedded database in memory (tests). `startFrom` is a snapshot made by
   * `embeddedSnapshot`: the database opens with its tables instead of creating and migrating them anew.
   */
  | { databaseUrl?: undefined; dataDir: string | undefined; holder?: LockHolder['role']; startFrom?: Blob };

/** The address without its password, to name in a message. */
function withoutPassword(databaseUrl: string): string {
  if (!URL.canParse(databaseUrl)) return databaseUrl.replace(/:[^:@/]*@/, ':***@');
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return url.toString();
}

function checkedDatabaseUrl(databaseUrl: string): string {
  const protocol = URL.canParse(databaseUrl) ? new URL(databaseUrl).protocol : undefined;
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
    throw new StartupProblem(
      `DATABASE_URL must be a PostgreSQL address such as postgres://user:password@localhost:5432/jumpers, not "${withoutPassword(databaseUrl)}". Unset it to use the embedded database.`,
    );
  }
  return databaseUrl;
}

/** What went wrong when connecting, in words; PostgreSQL's own message where it has one. */
function connectionProblem(error: { code?: string; message?: string }, url: URL): string {
  const where = `${url.hostname}:${url.port || 5432}`;
  switch (error.code) {
    case 'ECONNREFUSED':
      return `nothing answers at ${where}; is the PostgreSQL server running?`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `the host ${url.hostname} is not known`;
    case 'ETIMEDOUT':
      return `${where} did not answer in time`;
    case '28P01':
      return 'the user name or password was refused';
    case '3D000':
      return `the database ${url.pathname.slice(1)} does not exist; create it first (createdb)`;
    default:
      return error.message ?? String(error);
  }
}

/** Connects once before migrating, so that a wrong address stops the start with one clear sentence. */
async function provePostgresAnswers(pool: pg.Pool, databaseUrl: string) {
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end();
    const problem = connectionProblem(error as { code?: string; message?: string }, new URL(databaseUrl));
    throw new StartupProblem(
      `Could not connect to the PostgreSQL database of DATABASE_URL (${withoutPassword(databaseUrl)}): ${problem}. Unset DATABASE_URL to use the embedded database instead.`,
    );
  }
}

/** Opens the database and brings its schema up to date with the migrations in api/drizzle. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl !== undefined) {
    const pool = new pg.Pool({ connectionString: checkedDatabaseUrl(options.databaseUrl), max: 10 });
    // An idle connection that the server drops (restart, failover) must not crash the process: the pool
    // discards it and opens a new one on the next query.
    pool.on('error', (error) => console.error(`PostgreSQL closed an idle connection: ${error.message}`));
    await provePostgresAnswers(pool, options.databaseUrl);
    const db = drizzlePostgres(pool, { schema });
    await migratePostgres(db, { migrationsFolder });
    const { databaseUrl } = options;
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      url: databaseUrl,
      listen: (channel, handlers) => postgresChangeFeed(databaseUrl, channel, handlers),
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  let lock: EmbeddedLock | undefined;
  if ('dataDir' in options && options.dataDir) {
    dataDir = embeddedDatabaseDir(options.dataDir);
    mkdirSync(dataDir, { recursive: true });
    lock = acquireEmbeddedLock(dataDir, options.holder ?? 'server');
  }
  try {
    // pg_trgm backs the job search's trigram index (migration 0002 creates the extension).
    const client = new PGlite({
      dataDir,
      extensions: { pg_trgm },
      loadDataDir: 'startFrom' in options ? options.startFrom : undefined,
    });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    const close = async () => {
      await client.close();
      lock?.release();
    };
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      lock,
      listen: (channel, handlers) => pgliteChangeFeed(client, channel, handlers),
      close,
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/** A cheap round trip that proves the database answers. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * An empty, migrated in-memory database as a snapshot for `openDatabase({ startFrom })`. Creating a cluster and
 * running the migrations takes seconds; opening a snapshot, a fraction of that (the api tests open dozens).
 */
export async function embeddedSnapshot(): Promise<Blob> {
  const client = new PGlite({ extensions: { pg_trgm } });
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
