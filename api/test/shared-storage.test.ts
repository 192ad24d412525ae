import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database';
import { storedFileChunks, storedFiles } from '../src/db/file-schema';
import { buildServer } from '../src/server';
import { databaseStorage } from '../src/storage/database-storage';
import { registerJumper } from './support/http';
import { formWith } from './support/profile-fixtures';
import { secondServer, sharedTestDatabase } from './support/second-server';

describe('the database storage driver shared by two servers', () => {
  let shared: Awaited<ReturnType<typeof sharedTestDatabase>>;
  let database: DatabaseHandle;
  let first: FastifyInstance;
  let firstUrl: string;
  let second: { url: string; stop: () => Promise<void> };

  beforeAll(async () => {
    shared = await sharedTestDatabase('jumpers_shared');
    database = shared.database;
    first = await buildServer({ database, storage: databaseStorage(database.db) });
    firstUrl = await first.listen({ port: 0, host: '127.0.0.1' });
    second = await secondServer(database, shared.databaseUrl);
  });

  afterAll(async () => {
    await second?.stop();
    await first?.close();
    await shared?.dispose();
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
