import {
  boolean,
  date,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './account-schema';

const owner = () =>
  uuid('user_id')
    .notNull()
    .references((): AnyPgColumn => users.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Where a jumper's documents stand: 'pending' until CV, certificate and reference are all in. */
export const documentReviewStates = ['pending', 'under_review', 'verified', 'rejected'] as const;

/**
 * One row per jumper: the profile with its personal and social security details
 * (docs/product-rules.md#data-shapes).
 */
export const jumperProfiles = pgTable('jumper_profiles', {
  userId: owner().primaryKey(),
  description: text('description'),
  photoKey: text('photo_key'),
  cvKey: text('cv_key'),
  cvFileName: text('cv_file_name'),
  videoKey: text('video_key'),
  // Personal details.
  title: smallint('title'),
  pronounce: text('pronounce'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  dob: text('dob'),
  sex: smallint('sex'),
  address: text('address'),
  city: text('city'),
  plz: text('plz'),
  country: text('country'),
  homeTown: text('home_town'),
  residencePermit: text('residence_permit'),
  nationality: text('nationality'),
  maritalStatus: smallint('marital_status'),
  maritalStatusSince: text('marital_status_since'),
  livingInCohabitation: text('living_in_cohabitation'),
  language: smallint('language'),
  state: text('state'),
  // Social security details.
  ahvNumber: text('ahv_number'),
  bvgContribution: boolean('bvg_contribution'),
  responsibleForChildMaintenance: boolean('responsible_for_child_maintenance'),
  receivesUnemploymentBenefits: boolean('receives_unemployment_benefits'),
  pension: smallint('pension'),
  degreeOfDisability: smallint('degree_of_disability'),
  bvgContributionPillar: smallint('bvg_contribution_pillar'),
  // Document review.
  documentReview: text('document_review', { enum: documentReviewStates }).notNull().default('pending'),
  documentReviewNote: text('document_review_note'),
  documentsSubmittedAt: timestamp('documents_submitted_at', { withTimezone: true }),
  isVerifiedDocuments: boolean('is_verified_documents').notNull().default(false),
  updatedAt: updatedAt(),
});

export const bankDetails = pgTable('bank_details', {
  userId: owner().primaryKey(),
  iban: text('iban').notNull(),
  bankName: text('bank_name').notNull(),
  accountHolderFirstName: text('account_holder_first_name').notNull(),
  accountHolderLastName: text('account_holder_last_name').notNull(),
  address: text('address').notNull(),
  plz: text('plz').notNull(),
  city: text('city').notNull(),
  updatedAt: updatedAt(),
});

/** Certificates and diplomas, and employment references: one uploaded file each. */
const documentColumns = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: owner(),
  fileKey: text('file_key').notNull(),
  fileName: text('file_name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export const certificateDocuments = pgTable('certificate_documents', documentColumns());
export const employmentReferences = pgTable('employment_references', documentColumns());

export const identificationDocumentTypes = ['passport', 'id_card', 'residential_permit'] as const;

export const jumperIdentifications = pgTable('jumper_identifications', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: owner(),
  documentType: text('document_type', { enum: identificationDocumentTypes }).notNull(),
  frontImageKey: text('front_image_key').notNull(),
  backImageKey: text('back_image_key').notNull(),
  createdAt: createdAt(),
});

/** The skills a jumper picks from; seeded by a migration. */
export const skills = pgTable('skills', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  skillName: text('skill_name').notNull().unique(),
});

export const employmentTypes = ['full_time', 'part_time', 'internship'] as const;

export const workExperiences = pgTable('work_experiences', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: owner(),
  companyName: text('company_name').notNull(),
  jobTitle: text('job_title').notNull(),
  location: text('location').notNull(),
  employment: text('employment', { enum: employmentTypes }).notNull(),
  weeklyWorkload: smallint('weekly_workload').notNull(),
  currentlyWorking: boolean('currently_working').notNull(),
  startDate: date('start_date').notNull(),
  endDate: date('end_date'),
  responsibilities: text('responsibilities'),
  skillIds: integer('skill_ids').array().notNull().default([]),
  referenceLetterKey: text('reference_letter_key'),
  /** The letter's original file name; null for letters stored before names were kept. */
  referenceLetterName: text('reference_letter_name'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const educations = pgTable('educations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: owner(),
  school: text('school').notNull(),
  degree: text('degree').notNull(),
  location: text('location').notNull(),
  startDate: date('start_date').notNull(),
  endDate: date('end_date'),
  responsibilitiesAndAccomplishments: text('responsibilities_and_accomplishments'),
  skillIds: integer('skill_ids').array().notNull().default([]),
  certificateKey: text('certificate_key'),
  /** The certificate's original file name; null for certificates stored before names were kept. */
  certificateName: text('certificate_name'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The languages a jumper can list (German, Italian, Spanish, English); seeded by a migration. */
export const adminLanguages = pgTable('admin_languages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
});

export const spokenLevels = ['beginner', 'intermediate', 'advanced', 'native'] as const;

export const languageSkills = pgTable(
  'language_skills',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    adminLanguageId: integer('admin_language_id')
      .notNull()
      .references(() => adminLanguages.id),
    spokenLevel: text('spoken_level', { enum: spokenLevels }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique().on(table.userId, table.adminLanguageId)],
);

export const jobProfileStatuses = ['under_review', 'approved', 'rejected'] as const;

export const jumperJobProfiles = pgTable('jumper_job_profiles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: owner(),
  jobProfile: text('job_profile').notNull(),
  experience: text('experience').notNull(),
  status: text('status', { enum: jobProfileStatuses }).notNull().default('under_review'),
  createdAt: createdAt(),
});
