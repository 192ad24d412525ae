import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { jumperProfiles } from '../db/profile-schema';
import { users } from '../db/schema';
import { documentStatusOf, updateProfile } from '../profile/profile-data';
import { OperatorUsageError, type OperatorCommand } from './operator-command';

async function jumperByEmail(db: Database, email: string | undefined) {
  if (!email) throw new OperatorUsageError("Give the jumper's e-mail address.");
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  if (!user) throw new OperatorUsageError(`No jumper with the e-mail ${email}.`);
  return user;
}

/** `review-list`: the jumpers whose CV, certificate and reference wait for a look, oldest first. */
const reviewList: OperatorCommand = {
  name: 'review-list',
  usage: '',
  summary: 'jumpers whose documents wait for review, oldest first',
  run: async (db) => {
    const rows = await db
      .select({
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        submittedAt: jumperProfiles.documentsSubmittedAt,
      })
      .from(jumperProfiles)
      .innerJoin(users, eq(users.id, jumperProfiles.userId))
      .where(eq(jumperProfiles.documentReview, 'under_review'))
      .orderBy(jumperProfiles.documentsSubmittedAt);
    if (rows.length === 0) return 'No jumper is waiting for review.';
    return rows
      .map((row) => {
        const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || '(no name)';
        return `${row.email}  ${name}  submitted ${row.submittedAt?.toISOString() ?? '?'}`;
      })
      .join('\n');
  },
};

/** `verify <email>`: the documents are fine; the jumper may now sign in fully. */
const verify: OperatorCommand = {
  name: 'verify',
  usage: '<email>',
  summary: "marks the jumper's documents verified",
  run: async (db, [email]) => {
    const user = await jumperByEmail(db, email);
    const found = await documentStatusOf(db, user.id);
    if (found.cvKey === null || found.certificateCount === 0 || found.referenceCount === 0) {
      throw new OperatorUsageError(`${user.email} has not uploaded a CV, a certificate and a reference yet.`);
    }
    await updateProfile(db, user.id, {
      documentReview: 'verified',
      isVerifiedDocuments: true,
      documentReviewNote: null,
    });
    return `Verified the documents of ${user.email}.`;
  },
};

/** `reject <email> --reason <text>`: the jumper sees the reason and uploads again. */
const reject: OperatorCommand = {
  name: 'reject',
  usage: '<email> --reason <text>',
  summary: "rejects the jumper's documents, with a reason the jumper sees",
  run: async (db, args) => {
    const reasonAt = args.indexOf('--reason');
    const reason =
      reasonAt >= 0
        ? args
            .slice(reasonAt + 1)
            .join(' ')
            .trim()
        : '';
    if (!reason) throw new OperatorUsageError('Give a reason: reject <email> --reason <text>.');
    const user = await jumperByEmail(db, args[0] === '--reason' ? undefined : args[0]);
    const [profile] = await db
      .select({ review: jumperProfiles.documentReview })
      .from(jumperProfiles)
      .where(and(eq(jumperProfiles.userId, user.id)));
    if (!profile || profile.review === 'pending') {
      throw new OperatorUsageError(`${user.email} has no documents waiting for review.`);
    }
    await updateProfile(db, user.id, {
      documentReview: 'rejected',
      isVerifiedDocuments: false,
      documentReviewNote: reason,
    });
    return `Rejected the documents of ${user.email}: ${reason}`;
  },
};

export const reviewCommands = [reviewList, verify, reject];
