import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { copyOfMigrations, migrationsFolder } from './support/migrations';

/** The migrations folder as it was before 0015. */
const before = copyOfMigrations(15);

afterAll(() => before.remove());

describe('migration 0015 (application stages)', () => {
  it('maps applied to sent and unsuccessful to unsuccessful, each with its history dated from what is known', async () => {
    const client = new PGlite({ extensions: { pg_trgm } });
    const db = drizzle(client);
    try {
      await migrate(db, { migrationsFolder: before.folder });
      const { rows: users } = await client.query<{ id: string }>(
        `insert into users (email) values ('old@example.ch'), ('other@example.ch') returning id`,
      );
      const { rows: jobs } = await client.query<{ id: number }>(
        `insert into jobs (kind, title, company, description_html, postal_code, place, canton, latitude, longitude,
           network_station, network_station_km, required_experience, workload, search_text)
         select 'jumper', 'Job ' || n, 'Old AG', '<p>x</p>', '3000', 'Bern', 'BE', 46.95, 7.44, 0, 1, 'None', '100%', 'job'
         from generate_series(1, 3) as n returning id`,
      );
      const [old, other] = users.map((user) => user.id);
      await client.query(
        `insert into applications (user_id, job_id, status, travel_time, applied_at, status_changed_at) values
           ($1, $3, 'applied', '25 min', '2025-03-01T08:00:00Z', '2025-03-01T08:00:00Z'),
           ($1, $4, 'unsuccessful', null, '2025-03-02T08:00:00Z', '2025-03-09T15:30:00Z'),
           ($2, $3, 'applied', null, '2025-04-01T08:00:00Z', '2025-04-05T08:00:00Z')`,
        [old, other, jobs[0]!.id, jobs[1]!.id],
      );

      await migrate(db, { migrationsFolder });

      const { rows: applications } = await client.query<Record<string, unknown>>(
        `select id, user_id, job_id, stage, travel_time, applied_at, status_changed_at, unread, adjustments
         from applications order by id`,
      );
      expect(applications.map((row) => [row.user_id, row.stage, row.travel_time, row.unread, row.adjustments])).toEqual(
        [
          [old, 'sent', '25 min', false, null],
          [old, 'unsuccessful', null, false, null],
          [other, 'sent', null, false, null],
        ],
      );
      const { rows: history } = await client.query<{
        application_id: number;
        stage: string;
        changed_at: Date;
        changed_by: string;
      }>(
        `select application_id, stage, changed_at, changed_by from application_history order by application_id, changed_at`,
      );
      const ids = applications.map((row) => row.id);
      expect(
        history.map((row) => [row.application_id, row.stage, row.changed_at.toISOString(), row.changed_by]),
      ).toEqual([
        [ids[0], 'sent', '2025-03-01T08:00:00.000Z', 'jumper'],
        [ids[1], 'sent', '2025-03-02T08:00:00.000Z', 'jumper'],
        [ids[1], 'unsuccessful', '2025-03-09T15:30:00.000Z', 'operator'],
        [ids[2], 'sent', '2025-04-01T08:00:00.000Z', 'jumper'],
      ]);
      const { rows: columns } = await client.query(
        `select 1 from information_schema.columns where table_name = 'applications' and column_name = 'status'`,
      );
      expect(columns).toEqual([]);
      const { rows: answerDays } = await client.query<{ answer_days: number }>(`select answer_days from jobs`);
      expect(answerDays.map((row) => row.answer_days)).toEqual([5, 5, 5]);
      // One open application per jumper and job; a withdrawn one leaves room for another.
      await expect(
        client.query(`insert into applications (user_id, job_id) values ($1, $2)`, [old, jobs[0]!.id]),
      ).rejects.toThrow(/applications_one_open_per_jumper_and_job/);
      await client.query(`update applications set stage = 'withdrawn' where id = $1`, [ids[0]]);
      await client.query(`insert into applications (user_id, job_id) values ($1, $2)`, [old, jobs[0]!.id]);
    } finally {
      await client.close();
    }
  });
});
