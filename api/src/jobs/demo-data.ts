import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import { jobs, users } from '../db/schema';
import { seedDemoJobs } from './demo-jobs';
import type { ApplicationStage } from '../applications/application-stages';
import { changeStage, updateNotificationSettings } from '../applications/applications-data';
import { applyToJob, type JobKind } from './jobs-data';

/** The demo jumper of a fresh laptop install; README shows these credentials. */
export const demoJumper = { email: 'demo.jumper@example.ch', password: 'Demo!Jumper2026' } as const;

async function demoJobId(db: Database, reference: string): Promise<number | undefined> {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.reference, reference));
  return row?.id;
}

/** The demo jumper's applications: the job, and the stages it went through after `sent`. */
const demoApplications: {
  reference: string;
  kind: JobKind;
  stages: { stage: ApplicationStage; reason?: string; interview?: { inDays: number; place: string } }[];
  knowledgeOfGerman?: string;
  travelTime?: string;
}[] = [
  { reference: 'demo:events-basel', kind: 'jumper', stages: [], travelTime: '15 min' },
  { reference: 'demo:moving-zurich', kind: 'jumper', stages: [{ stage: 'in_review' }] },
  {
    reference: 'demo:kitchen-luzern',
    kind: 'jumper',
    stages: [
      { stage: 'shortlisted' },
      { stage: 'interview', interview: { inDays: 3, place: 'Hotel Schweizerhof, Luzern' } },
    ],
  },
  {
    reference: 'demo:retail-stgallen',
    kind: 'jumper',
    stages: [{ stage: 'withdrawn', reason: 'I found a job closer to home.' }],
  },
  {
    reference: 'demo:nurse-zurich',
    kind: 'permanent',
    knowledgeOfGerman: 'advanced',
    stages: [{ stage: 'unsuccessful', reason: 'The position has been filled.' }],
  },
  { reference: 'demo:developer-zug', kind: 'permanent', stages: [{ stage: 'in_review' }, { stage: 'shortlisted' }] },
  { reference: 'demo:accountant-lausanne', kind: 'permanent', stages: [{ stage: 'offer' }] },
];

/** Ten o'clock, `days` from now. */
function daysAhead(days: number) {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setUTCHours(9, 0, 0, 0);
  return at;
}

/**
 * Demo jobs and the demo jumper, for the embedded database of `npm start`. Idempotent: what exists
 * stays as it is, so an operator's changes survive a restart. A new demo jumper starts with applications in several
 * stages (Applied: sent, in review, interview, shortlisted, offer; one unsuccessful; one withdrawn), so that
 * Engagements has something to show.
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
  // The stages are set up without e-mails; status e-mails are on afterwards, as for every jumper.
  await updateNotificationSettings(db, created.id, { statusEmails: false });
  for (const demo of demoApplications) {
    const jobId = await demoJobId(db, demo.reference);
    if (!jobId) continue;
    const applied = await applyToJob(db, {
      userId: created.id,
      jobId,
      kind: demo.kind,
      knowledgeOfGerman: demo.knowledgeOfGerman,
      travelTime: demo.travelTime,
    });
    if (applied.outcome !== 'created') continue;
    for (const { stage, reason, interview } of demo.stages) {
      await changeStage(
        db,
        { userId: created.id, applicationId: applied.application.id },
        {
          stage,
          by: stage === 'withdrawn' ? 'jumper' : 'operator',
          reason,
          interviewAt: interview ? daysAhead(interview.inDays) : null,
          interviewPlace: interview?.place,
        },
        { publicUrl: 'http://localhost:3000' },
      );
    }
  }
  await updateNotificationSettings(db, created.id, { statusEmails: true });
}
