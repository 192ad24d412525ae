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
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed, type ChangeHandlers } from './change-feed';
import { acquireEmbeddedLock, type EmbeddedLock, type LockHolder } from './embedded-lock';
import * as schema from './schema';

/** One type for both drivers, so that queries are written once. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  /** 'pglite' for the embedded database, 'postgres' for a server. */
  kind: 'pglite' | 'postgres';
  /** The embedded database's lock, when it lives in a folder. */
  lock?: EmbeddedLock;
  /** Follows the notifications that triggers send on a channel (change-feed.ts). */
  listen: (channel: string, handlers: ChangeHandlers) => Promise<ChangeFeed>;
  close: () => Promise<void>;
};

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type DatabaseOptions =
  | { databaseUrl: string }
  /** `dataDir` undefined keeps the embedded database in memory (tests). */
  | { databaseUrl?: undefined; dataDir: string | undefined; holder?: LockHolder['role'] };

/** Where the embedded database of a data folder lives. */
export function embeddedDatabaseDir(dataDir: string) {
  return path.join(dataDir, 'pglite');
}

/** Opens the database and brings its schema up to date with the migrations in api/drizzle. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl !== undefined) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection that the server drops (restart, failover) must not crash the process: the pool
    // discards it and opens a new one on the next query.
    pool.on('error', (error) => console.error(`PostgreSQL closed an idle connection: ${error.message}`));
    const db = drizzlePostgres(pool, { schema });
    await migratePostgres(db, { migrationsFolder });
    const { databaseUrl } = options;
    return {
      db: db as unknown as Database,
      kind: 'postgres',
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
    const client = new PGlite({ dataDir, extensions: { pg_trgm } });
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
