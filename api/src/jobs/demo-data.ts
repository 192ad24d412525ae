import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import { jobs, users } from '../db/schema';
import { seedDemoJobs } from './demo-jobs';
import { applyToJob, setApplicationStatus } from './jobs-data';

/** The demo jumper of a fresh laptop install; README shows these credentials. */
export const demoJumper = { email: 'demo.jumper@example.ch', password: 'Demo!Jumper2026' } as const;

async function demoJobId(db: Database, reference: string): Promise<number | undefined> {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.reference, reference));
  return row?.id;
}

/**
 * Demo jobs and the demo jumper, for the embedded database of `npm start`. Idempotent: what exists
 * stays as it is, so an operator's changes survive a restart. A new demo jumper starts with one
 * application in Applied and one in Unsuccessful Applications, so that Engagements has something to show.
 */
export async function seedDemoData(db: Database): Promise<void> {
  await seedDemoJobs(db);
  const [created] = await db
    .insert(users)
    .values({
      email: demoJumper.email,
      passwordHash: await hashPassword(demoJumper.password),
      gender: 1,
      firstName: 'Demo',
      lastName: 'Jumper',
      pronounce: 'she/her',
      dob: '1995-05-17',
      countryCode: '+41',
      mobileNumber: '0791234567',
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!created) return;
  const applied = await demoJobId(db, 'demo:events-basel');
  const unsuccessful = await demoJobId(db, 'demo:nurse-zurich');
  if (applied) await applyToJob(db, { userId: created.id, jobId: applied, kind: 'jumper', travelTime: '15 min' });
  if (unsuccessful) {
    await applyToJob(db, { userId: created.id, jobId: unsuccessful, kind: 'permanent', knowledgeOfGerman: 'advanced' });
    await setApplicationStatus(db, created.id, unsuccessful, 'unsuccessful');
  }
}
