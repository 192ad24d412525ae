import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { jobBoardOf } from '../jobs/job-board';
import { unionAll, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import {
  bankDetails,
  certificateDocuments,
  educations,
  employmentReferences,
  jumperIdentifications,
  jumperProfiles,
  languageSkills,
  workExperiences,
} from '../db/profile-schema';
import { formatMobileNumber, storedMobileNumber } from '@jumpers/rules/mobile-number';
import { users } from '../db/schema';
import type { components } from '@jumpers/contract';
import type { FileUrlSigner } from '../storage/signed-urls';
import { languageSkillsOf, type SpokenLevel } from './language-data';
import type { BankDetailValues } from './profile-rules';

type JumperProfile = components['schemas']['JumperProfile'];

export type ProfileRow = typeof jumperProfiles.$inferSelect;

/** The jumper's profile row, created empty on first use. */
export async function profileOf(db: Database, userId: string): Promise<ProfileRow> {
  await db.insert(jumperProfiles).values({ userId }).onConflictDoNothing();
  const [row] = await db.select().from(jumperProfiles).where(eq(jumperProfiles.userId, userId));
  return row!;
}

export async function updateProfile(db: Database, userId: string, values: Partial<typeof jumperProfiles.$inferInsert>) {
  await profileOf(db, userId);
  await db.update(jumperProfiles).set(values).where(eq(jumperProfiles.userId, userId));
  // The dashboard's commutes start at the home the job board keeps: this process forgets it at once.
  jobBoardOf(db).forgetJumper(userId);
}

/**
 * Changes the description and photo (those of `values` given) and the spoken level of language skills, in one
 * transaction (the profile row exists: `profileOf`). When a skill is not the jumper's, nothing changes and its id
 * is answered.
 */
export async function updateProfileAndSpokenLevels(
  db: Database,
  userId: string,
  values: Pick<Partial<typeof jumperProfiles.$inferInsert>, 'description' | 'photoKey'>,
  levels: { id: number; spokenLevel: SpokenLevel }[],
): Promise<{ unknownSkillId?: number }> {
  const result = await db.transaction(async (tx) => {
    const ids = levels.map((change) => change.id);
    const owned = ids.length
      ? await tx
          .select({ id: languageSkills.id })
          .from(languageSkills)
          .where(and(eq(languageSkills.userId, userId), inArray(languageSkills.id, ids)))
      : [];
    const unknownSkillId = ids.find((id) => !owned.some((row) => row.id === id));
    if (unknownSkillId !== undefined) return { unknownSkillId };
    if (Object.keys(values).length > 0) {
      await tx.update(jumperProfiles).set(values).where(eq(jumperProfiles.userId, userId));
    }
    for (const change of levels) {
      await tx.update(languageSkills).set({ spokenLevel: change.spokenLevel }).where(eq(languageSkills.id, change.id));
    }
    return {};
  });
  jobBoardOf(db).forgetJumper(userId);
  return result;
}

/** Saves the jumper's bank details, the first time or again. */
export async function saveBankDetails(db: Database, userId: string, values: BankDetailValues) {
  const [saved] = await db
    .insert(bankDetails)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: bankDetails.userId, set: values })
    .returning();
  return saved!;
}

/** The storage keys of every file the jumper has now: a file column that is not named here escapes the quota. */
export async function fileKeysOf(db: Database, userId: string): Promise<string[]> {
  const keysIn = (key: AnyPgColumn, table: { userId: AnyPgColumn } & PgTable) =>
    db
      .select({ key: sql<string | null>`${key}` })
      .from(table)
      .where(eq(table.userId, userId));
  const rows = await unionAll(
    keysIn(jumperProfiles.cvKey, jumperProfiles),
    keysIn(jumperProfiles.photoKey, jumperProfiles),
    keysIn(jumperProfiles.videoKey, jumperProfiles),
    keysIn(certificateDocuments.fileKey, certificateDocuments),
    keysIn(employmentReferences.fileKey, employmentReferences),
    keysIn(jumperIdentifications.frontImageKey, jumperIdentifications),
    keysIn(jumperIdentifications.backImageKey, jumperIdentifications),
    keysIn(workExperiences.referenceLetterKey, workExperiences),
    keysIn(educations.certificateKey, educations),
  );
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}

/** The documents sign-in and the review look at (docs/product-rules.md#session). */
export type DocumentsFound = {
  cvKey: string | null;
  certificateCount: number;
  referenceCount: number;
  isVerifiedDocuments: boolean;
};

export async function documentStatusOf(db: Database, userId: string): Promise<DocumentsFound> {
  const [profile] = await db
    .select({ cvKey: jumperProfiles.cvKey, verified: jumperProfiles.isVerifiedDocuments })
    .from(jumperProfiles)
    .where(eq(jumperProfiles.userId, userId));
  const [certificates] = await db
    .select({ total: count() })
    .from(certificateDocuments)
    .where(eq(certificateDocuments.userId, userId));
  const [references] = await db
    .select({ total: count() })
    .from(employmentReferences)
    .where(eq(employmentReferences.userId, userId));
  const cvKey = profile?.cvKey ?? null;
  const certificateCount = certificates?.total ?? 0;
  const referenceCount = references?.total ?? 0;
  const isVerifiedDocuments = profile?.verified ?? false;
  return { cvKey, certificateCount, referenceCount, isVerifiedDocuments };
}

/**
 * After a document changes: with CV, certificate and reference all in, a pending or rejected
 * jumper goes 'under review'; missing one again, a jumper under review goes back to pending.
 * Verified stays verified: the operator's word is not undone by replacing a file.
 */
export async function refreshDocumentReview(db: Database, userId: string) {
  const status = await documentStatusOf(db, userId);
  const profile = await profileOf(db, userId);
  const allIn = status.cvKey !== null && status.certificateCount > 0 && status.referenceCount > 0;
  if (allIn && (profile.documentReview === 'pending' || profile.documentReview === 'rejected')) {
    await updateProfile(db, userId, { documentReview: 'under_review', documentsSubmittedAt: new Date() });
  } else if (!allIn && profile.documentReview === 'under_review') {
    await updateProfile(db, userId, { documentReview: 'pending', documentsSubmittedAt: null });
  }
}

/**
 * The jumper profile as read (docs/product-rules.md#data-shapes), plus the details the profile's forms are
 * prefilled from.
 */
export async function readProfile(db: Database, signer: FileUrlSigner, userId: string): Promise<JumperProfile> {
  const profile = await profileOf(db, userId);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const [bank] = await db.select().from(bankDetails).where(eq(bankDetails.userId, userId));
  const certificates = await db
    .select()
    .from(certificateDocuments)
    .where(eq(certificateDocuments.userId, userId))
    .orderBy(certificateDocuments.id);
  const references = await db
    .select()
    .from(employmentReferences)
    .where(eq(employmentReferences.userId, userId))
    .orderBy(employmentReferences.id);
  return {
    profile_photo_url: signer.urlOf(profile.photoKey),
    jumper_description: profile.description,
    jumper_first_name: profile.firstName ?? user!.firstName,
    jumper_last_name: profile.lastName ?? user!.lastName,
    mobile_number: storedMobileNumber(user!.mobileNumber, user!.countryCode),
    mobile_number_display: formatMobileNumber(user!.mobileNumber, user!.countryCode) || null,
    email: user!.email,
    jumper_address: profile.address,
    jumper_city: profile.city,
    jumper_country: profile.country,
    jumper_nationality: profile.nationality,
    jumper_plz: profile.plz,
    jumper_residence_permit: profile.residencePermit,
    jumper_home_town: profile.homeTown,
    jumper_pronounce: profile.pronounce ?? user!.pronounce,
    jumper_language: profile.language as JumperProfile['jumper_language'],
    jumper_title: profile.title as JumperProfile['jumper_title'],
    jumper_maratial_status: profile.maritalStatus as JumperProfile['jumper_maratial_status'],
    jumper_maratial_status_since: profile.maritalStatusSince,
    jumper_living_in_cohabilitation: profile.livingInCohabitation as JumperProfile['jumper_living_in_cohabilitation'],
    // Prefilled from registration until saved: the dob as DD-MM-YYYY, the gender as sex.
    jumper_dob: profile.dob ?? (user!.dob ? user!.dob.split('-').reverse().join('-') : null),
    jumper_sex: (profile.sex ?? user!.gender) as JumperProfile['jumper_sex'],
    jumper_state: profile.state,
    upload_cv_url: signer.urlOf(profile.cvKey),
    upload_cv_name: profile.cvFileName,
    certificate_documents: certificates.map((row) => ({ id: row.id, file_url: signer.urlOf(row.fileKey)! })),
    employment_references: references.map((row) => ({ id: row.id, file_url: signer.urlOf(row.fileKey)! })),
    is_verified_documents: profile.isVerifiedDocuments,
    documents_under_review: profile.documentReview === 'under_review',
    document_review: profile.documentReview,
    document_review_note: profile.documentReviewNote,
    video_recording_url: signer.urlOf(profile.videoKey),
    jumper_bank_detail: bank ? bankDetailBody(bank) : null,
    social_security_details: socialSecurityBody(profile),
    language_skills: await languageSkillsOf(db, userId),
  };
}

export function bankDetailBody(bank: typeof bankDetails.$inferSelect) {
  return {
    iban: bank.iban,
    bank_name: bank.bankName,
    account_holder_first_name: bank.accountHolderFirstName,
    account_holder_last_name: bank.accountHolderLastName,
    address: bank.address,
    plz: bank.plz,
    city: bank.city,
  };
}

/** The saved social security details, or null before the jumper first saved them. */
export function socialSecurityBody(profile: ProfileRow) {
  if (profile.ahvNumber === null) return null;
  return {
    oasi_ahv_number: profile.ahvNumber,
    marital_status: profile.maritalStatus as 0 | 1 | 2,
    bvg_contribution: profile.bvgContribution ?? false,
    is_responsible_for_child_maintenance: profile.responsibleForChildMaintenance ?? false,
    receive_unemployment_benefits: profile.receivesUnemploymentBenefits ?? false,
    is_pension: profile.pension as 0 | 1 | 2,
    degree_of_disability: profile.degreeOfDisability,
    bvg_contribution_pillar: profile.bvgContributionPillar as 0 | 1 | 2,
  };
}
