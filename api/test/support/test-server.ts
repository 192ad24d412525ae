import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { buildServer, type ServerOptions } from '../../src/server';

export type TestServer = {
  /** Base address, such as http://127.0.0.1:40123 */
  url: string;
  database: DatabaseHandle;
  /** The Fastify instance behind the URL (to ask which routes exist, never to bypass HTTP). */
  server: FastifyInstance;
  close: () => Promise<void>;
};

/** An empty in-memory embedded database, opened from the global setup's migrated snapshot when there is one. */
export function openEmbeddedTestDatabase(): Promise<DatabaseHandle> {
  const snapshotFile = inject('databaseSnapshotFile');
  const startFrom = snapshotFile ? new Blob([readFileSync(snapshotFile)]) : undefined;
  return openDatabase({ dataDir: undefined, startFrom });
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of DATABASE_URL (dropped afterwards), so files never see each other's rows.
 */
async function freshDatabase(): Promise<{ database: DatabaseHandle; dispose: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openEmbeddedTestDatabase();
    return { database, dispose: () => database.close() };
  }
  const name = `jumpers_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    dispose: async () => {
      await database.close();
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

export type TestServerOptions = Omit<ServerOptions, 'database'> & {
  /** Adds routes before the server listens (tests of the route binding itself). */
  addRoutes?: (server: FastifyInstance) => void;
};

/** Starts the real server on a free port, over real HTTP. */
export async function startTestServer({ addRoutes, ...options }: TestServerOptions = {}): Promise<TestServer> {
  const { database, dispose } = await freshDatabase();
  let server: FastifyInstance | undefined;
  let address: string;
  try {
    server = await buildServer({ ...options, database });
    addRoutes?.(server);
    address = await server.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await server?.close();
    await dispose();
    throw error;
  }
  return {
    url: address,
    database,
    server,
    close: async () => {
      await server.close();
      await dispose();
    },
  };
}
