import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { buildServer, type ServerOptions } from '../../src/server';
import { databaseStorage } from '../../src/storage/database-storage';
import { openEmbeddedTestDatabase } from './test-server';

const apiRoot = path.resolve(import.meta.dirname, '../..');
export const tsx = path.resolve(apiRoot, '../node_modules/.bin/tsx');

/**
 * A database that several servers of one test share: a new database on the PostgreSQL server of DATABASE_URL
 * (dropped by `dispose`), or else an in-memory PGlite. `databaseUrl` is the new database's address on PostgreSQL.
 */
export async function sharedTestDatabase(prefix: string) {
  const adminUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  if (adminUrl) {
    await admin(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const database = databaseUrl ? await openDatabase({ databaseUrl }) : await openEmbeddedTestDatabase();
  return {
    database,
    databaseUrl,
    dispose: async () => {
      await database.close();
      if (adminUrl) await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A second server: its own process (`npm start`'s entry, with `dataDir` as DATA_DIR) on PostgreSQL; on the embedded
 * database (one process only), a second instance here, built with `options`.
 */
export async function secondServer(
  database: DatabaseHandle,
  databaseUrl: string | undefined,
  { dataDir, options = {} }: { dataDir?: string; options?: Partial<ServerOptions> } = {},
) {
  if (!databaseUrl) {
    const server = await buildServer({ database, storage: databaseStorage(database.db), ...options });
    return { url: await server.listen({ port: 0, host: '127.0.0.1' }), stop: () => server.close() };
  }
  const ownDataDir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'jumpers-second-'));
  const child: ChildProcess = spawn(tsx, ['src/main.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      STORAGE_DRIVER: 'database',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: ownDataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (match) resolve(match[1]!.replace('localhost', '127.0.0.1'));
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`second server exited with ${code}: ${output}`)));
  });
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (!dataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
