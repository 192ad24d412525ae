import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { copyOfMigrations } from './support/migrations';

// Migration 0017 makes the mail_language type anew, with French and Italian, instead of ALTER TYPE … ADD VALUE, so that
// it runs in the one transaction that applies all pending migrations and a later migration of the same run may use
// the new values (api/drizzle/0017_mail-languages.sql). It runs here on PGlite and, when DATABASE_URL names one, on the
// PostgreSQL server too (a database of its own, dropped afterwards), as the server would migrate either.

const before0017 = copyOfMigrations(17);
/** Every migration, and after them one more that uses a new value: applied in the same transaction as 0017. */
const withLaterMigration = copyOfMigrations();
const journalFile = path.join(withLaterMigration.folder, 'meta/_journal.json');
const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Record<string, unknown>[] };
journal.entries.push({ idx: 99, version: '7', when: 1899999999999, tag: '0099_uses-italian', breakpoints: true });
writeFileSync(journalFile, JSON.stringify(journal));
writeFileSync(
  path.join(withLaterMigration.folder, '0099_uses-italian.sql'),
  `UPDATE "job_alerts" SET "language" = 'it' WHERE "name" = 'Cuoco';`,
);

afterAll(() => {
  before0017.remove();
  withLaterMigration.remove();
});

type Engine = {
  query: <Row>(text: string, params?: unknown[]) => Promise<Row[]>;
  migrate: (migrationsFolder: string) => Promise<void>;
  close: () => Promise<void>;
};

async function embedded(): Promise<Engine> {
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzlePglite(client);
  return {
    query: async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows,
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

async function onServer(serverUrl: string): Promise<Engine> {
  const name = `jumpers_test_${randomBytes(6).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  // The drop below ends every connection to the database by force; one still closing after pool.end() reports that
  // to the pool, where it is expected, not an error of the test.
  pool.on('error', (error) => {
    if ((error as { code?: string }).code !== '57P01') throw error;
  });
  const db = drizzlePostgres(pool);
  return {
    query: async <Row>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as Row[],
    migrate: (migrationsFolder) => migratePostgres(db, { migrationsFolder }),
    close: async () => {
      await pool.end();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

const serverUrl = process.env.DATABASE_URL;
const engines: [string, () => Promise<Engine>][] = [
  ['PGlite', embedded],
  ...(serverUrl ? [['PostgreSQL', () => onServer(serverUrl)] as [string, () => Promise<Engine>]] : []),
];

describe.each(engines)('migration 0017 (French and Italian e-mails) on %s', (_name, open) => {
  it('keeps every stored language and default, and lets the same run and later writes use fr and it', async () => {
    const engine = await open();
    try {
      await engine.migrate(before0017.folder);
      const [anna, ben] = (
        await engine.query<{ id: string }>(
          `insert into users (email) values ('anna@example.ch'), ('ben@example.ch') returning id`,
        )
      ).map((row) => row.id);
      await engine.query(
        `insert into job_alerts (user_id, name, criteria, language) values ($1, 'Koch', '{}', 'de'), ($1, 'Cuoco', '{}', 'de')`,
        [anna],
      );
      await engine.query(`insert into job_alerts (user_id, name, criteria) values ($1, 'Cook', '{}')`, [ben]);
      await engine.query(`insert into notification_settings (user_id, language) values ($1, 'de'), ($2, null)`, [
        anna,
        ben,
      ]);

      await engine.migrate(withLaterMigration.folder);

      const alerts = await engine.query<{ name: string; language: string }>(
        `select name, language from job_alerts order by name`,
      );
      expect(alerts).toEqual([
        { name: 'Cook', language: 'en' },
        { name: 'Cuoco', language: 'it' },
        { name: 'Koch', language: 'de' },
      ]);
      const settings = await engine.query<{ user_id: string; language: string | null }>(
        `select user_id, language from notification_settings`,
      );
      expect(new Map(settings.map((row) => [row.user_id, row.language]))).toEqual(
        new Map([
          [anna, 'de'],
          [ben, null],
        ]),
      );

      const [made] = await engine.query<{ language: string }>(
        `insert into job_alerts (user_id, name, criteria) values ($1, 'Serveur', '{}') returning language`,
        [ben],
      );
      expect(made).toEqual({ language: 'en' });
      await engine.query(`update notification_settings set language = 'fr' where user_id = $1`, [ben]);
      await expect(engine.query(`update job_alerts set language = 'es'`)).rejects.toThrow(/mail_language/);
      const types = await engine.query<{ typname: string; labels: string }>(
        `select t.typname, string_agg(e.enumlabel, ',' order by e.enumsortorder) as labels
         from pg_type t join pg_enum e on e.enumtypid = t.oid where t.typname like 'mail_language%' group by t.typname`,
      );
      expect(types).toEqual([{ typname: 'mail_language', labels: 'en,de,fr,it' }]);
    } finally {
      await engine.close();
    }
  });
});
