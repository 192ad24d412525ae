import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The server's migrations (api/drizzle), as src/db/database.ts applies them. */
export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * A copy of the migrations folder, as it was before migration `idx` when one is given: the same files, the journal cut
 * before it. A test migrates a database that far, writes the rows of that time, then applies the rest (and may add a
 * migration of its own to a whole copy). `remove` deletes the copy.
 */
export function copyOfMigrations(idx = Number.POSITIVE_INFINITY) {
  const folder = mkdtempSync(path.join(tmpdir(), 'jumpers-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  for (const entry of journal.entries.filter((candidate) => candidate.idx >= idx)) {
    unlinkSync(path.join(folder, `${entry.tag}.sql`));
  }
  journal.entries = journal.entries.filter((entry) => entry.idx < idx);
  writeFileSync(journalFile, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
