import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { embeddedSnapshot } from '../../src/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding an empty, migrated embedded database; absent when the tests run on PostgreSQL. */
    databaseSnapshotFile?: string;
  }
}

/**
 * Global setup of the api tests: migrates one embedded database and keeps it as a snapshot on disk, so that the
 * dozens of fresh databases the test files open start from it (about a second each) instead of from nothing
 * (five to ten seconds each on a busy two-core machine).
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const folder = mkdtempSync(path.join(tmpdir(), 'jumpers-snapshot-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await embeddedSnapshot()).arrayBuffer()));
  project.provide('databaseSnapshotFile', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
