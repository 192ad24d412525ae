import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { storedFileChunks, storedFiles } from '../src/db/file-schema';
import { buildServer } from '../src/server';
import { databaseStorage } from '../src/storage/database-storage';
import { registerJumper } from './support/http';
import { formWith } from './support/profile-fixtures';

const apiRoot = path.resolve(import.meta.dirname, '..');
const tsx = path.resolve(apiRoot, '../node_modules/.bin/tsx');

/** A second server: its own process on PostgreSQL; on the embedded database (one process only), a second instance here. */
async function secondServer(database: DatabaseHandle, databaseUrl: string | undefined) {
  if (!databaseUrl) {
    const server = await buildServer({ database, storage: databaseStorage(database.db) });
    return { url: await server.listen({ port: 0, host: '127.0.0.1' }), stop: () => server.close() };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jumpers-second-'));
  const child: ChildProcess = spawn(tsx, ['src/main.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      STORAGE_DRIVER: 'database',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
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
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('the database storage driver shared by two servers', () => {
  const adminUrl = process.env.DATABASE_URL;
  const name = `jumpers_shared_${randomBytes(6).toString('hex')}`;
  let databaseUrl: string | undefined;
  let database: DatabaseHandle;
  let first: FastifyInstance;
  let firstUrl: string;
  let second: { url: string; stop: () => Promise<void> };

  beforeAll(async () => {
    if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    }
    database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: undefined });
    first = await buildServer({ database, storage: databaseStorage(database.db) });
    firstUrl = await first.listen({ port: 0, host: '127.0.0.1' });
    second = await secondServer(database, databaseUrl);
  });

  afterAll(async () => {
    await second?.stop();
    await first?.close();
    await database?.close();
    if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });

  it('uploads through one server, downloads through the other, and deletes everywhere', async () => {
    const { key } = await registerJumper(firstUrl);
    const auth = { authorization: `Bearer ${key}` };
    // Over one chunk, so that the file is put together from several rows.
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(700 * 1024), Buffer.from('\n%%EOF\n')]);
    const form = formWith({}, { 'certificate_document[file]': [bytes, 'diploma.pdf'] });
    const uploaded = await fetch(`${firstUrl}/api/v1/certificate_documents`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { data } = (await uploaded.json()) as { data: { id: number; file_url: string } };

    const downloaded = await fetch(`${second.url}${data.file_url}`);
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(bytes)).toBe(true);
    const [chunks] = await database.db.select({ total: count() }).from(storedFileChunks);
    expect(chunks!.total).toBe(3);

    // The second server knows the session and the file list too, and its delete removes the bytes.
    const listed = await fetch(`${second.url}/api/v1/certificate_documents`, { headers: auth });
    expect(((await listed.json()) as { data: { id: number }[] }).data.map((item) => item.id)).toEqual([data.id]);
    const deleted = await fetch(`${second.url}/api/v1/certificate_documents/${data.id}`, {
      method: 'DELETE',
      headers: auth,
    });
    expect(deleted.status).toBe(200);
    expect((await fetch(`${firstUrl}${data.file_url}`)).status).toBe(404);
    expect(await database.db.select().from(storedFiles)).toEqual([]);
    expect(await database.db.select().from(storedFileChunks)).toEqual([]);
  });
});
