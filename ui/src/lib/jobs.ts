import type { LanguageLevel } from '../slider';

/**
 * The marketplace's data as the domain components receive it, shaped like the API's (same field names).
 * Typed here on purpose: ui never imports the API's types (dependencies point one way, app → ui).
 */

/**
 * Fields both kinds of job share. Company, place, address and required experience are real data where a first
 * version of the app showed placeholders.
 */
interface JobFields {
  id: number;
  /** HTML; sanitised again before display. */
  job_description: string;
  latitude: number;
  longitude: number;
  is_applied: boolean;
  company_name?: string;
  /** Town or area shown on tiles and cards, e.g. 'Zürich'. */
  place?: string;
  /** Street address shown with the map and used when the map cannot load. */
  address?: string;
  required_experience?: string;
  /** The level of German the job asks for (`none`: no German); absent when the job does not say. */
  required_german_level?: GermanLevel;
  /** False once the job is closed and takes no more applications (a saved job stays listed); absent: open. */
  is_open?: boolean;
}

/** A temporary position ("jumper position"): its title is `job_name`. */
export interface JumperPosition extends JobFields {
  job_name: string;
}

/** A permanent position: its title is `job_title`. */
export interface PermanentJob extends JobFields {
  job_title: string;
}

export type Job = JumperPosition | PermanentJob;

export type JobKind = 'jumper' | 'permanent';

export function jobKind(job: Job): JobKind {
  return 'job_name' in job ? 'jumper' : 'permanent';
}

/** `job_name` for jumper positions, `job_title` for permanent ones. */
export function jobTitle(job: Job): string {
  return 'job_name' in job ? job.job_name : job.job_title;
}

/** Directions from wherever the user is to the job, in the user's map app or the browser. */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

/** The place on openstreetmap.org, for when the embedded map cannot load. */
export function openStreetMapUrl(latitude: number, longitude: number, zoom = 15): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;
}

/** How well a jumper speaks a language (the API's `spoken_level`); the slider's levels. */
export type SpokenLevel = LanguageLevel;

/** English names of the levels, the default wherever a level is named. */
export const spokenLevelNames: Record<SpokenLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  native: 'Native',
};

/** The level of German a job asks for: a spoken level, or `none`. */
export type GermanLevel = SpokenLevel | 'none';

/** How a job's German requirement is said, in the job's detail and in the apply flow's language step. */
export interface GermanRequirementLabels {
  /** The names of the levels, under each slider and in the German requirement. */
  levelNames: Record<SpokenLevel, string>;
  /** The sentence stating the job's German requirement, from the level's name. */
  germanRequirement: (levelName: string) => string;
  /** Said of a job that asks for no German. */
  noGermanRequired: string;
}

export const germanRequirementLabels: GermanRequirementLabels = {
  levelNames: spokenLevelNames,
  germanRequirement: (levelName) =>
    `This job requires ${/^[aeiou]/i.test(levelName) ? 'an' : 'a'} ${levelName} level of German`,
  noGermanRequired: 'No German required',
};

/** The sentence stating a job's German requirement; undefined when the job does not say. */
export function germanRequirementText(level: GermanLevel | undefined, labels: GermanRequirementLabels) {
  if (level === undefined) return undefined;
  return level === 'none' ? labels.noGermanRequired : labels.germanRequirement(labels.levelNames[level]);
}

/** German, by its English or German name (the names of the API's languages, or as a page translated them). */
export function isGermanLanguage(name: string | undefined) {
  return name !== undefined && ['german', 'deutsch'].includes(name.trim().toLowerCase());
}

/** A language the jumper speaks. `id` is absent until saved. */
export interface LanguageSkill {
  id?: number;
  admin_language?: string;
  admin_language_id: number;
  language: string;
  spoken_level: SpokenLevel;
}

/** A language the jumper may add. */
export interface AvailableLanguage {
  id: number;
  name: string;
}

/** Where an application stands, from sent to a decision. */
export const applicationStages = [
  'sent',
  'in_review',
  'shortlisted',
  'interview',
  'offer',
  'hired',
  'unsuccessful',
  'withdrawn',
] as const;
export type ApplicationStage = (typeof applicationStages)[number];

/** The stages in which the employer still owes an answer, and the jumper may still withdraw. */
const openApplicationStages = ['sent', 'in_review', 'shortlisted', 'interview', 'offer'] as const;
export type OpenApplicationStage = (typeof openApplicationStages)[number];

export function isOpenApplicationStage(stage: ApplicationStage): stage is OpenApplicationStage {
  return (openApplicationStages as readonly ApplicationStage[]).includes(stage);
}

/** One change of an application's stage. */
export interface ApplicationStageChange {
  stage: ApplicationStage;
  /** ISO 8601 date-time. */
  changed_at: string;
  /** Why it changed, where the employer or the jumper said. */
  reason: string | null;
  /** ISO 8601 date-time of the interview, once it is set. */
  interview_at: string | null;
  /** Where the interview is held (an address, or 'Video call'). */
  interview_place: string | null;
}

/** Adjustments a jumper may ask for, for the interview or the work. */
export const adjustmentKinds = [
  'step_free_access',
  'sign_language_interpreter',
  'extra_time',
  'accessible_documents',
  'other',
] as const;
export type AdjustmentKind = (typeof adjustmentKinds)[number];

/** The adjustments a jumper asked for with an application; `details` says what `other` means. */
export interface AdjustmentsRequestValue {
  kinds: AdjustmentKind[];
  details: string | null;
}

/** What an application card shows (the API's applied-job list). */
export interface AppliedJob {
  id: number;
  job_title: string;
  company_name?: string;
  place?: string;
  /** ISO 8601 date or date-time. */
  applied_at: string;
  /** e.g. 'applied', 'under_review', 'unsuccessful'; underscores are shown as spaces. Shown when `stage` is absent. */
  status: string;
  /** Where the application stands; absent in data from before stages. */
  stage?: ApplicationStage;
  /** Every change of stage, the oldest first. */
  history?: ApplicationStageChange[];
  /** ISO 8601 date by which the employer should answer; null when nobody said. */
  answer_expected_by?: string | null;
  /** The adjustments the jumper asked for; null when none. */
  adjustments?: AdjustmentsRequestValue | null;
  /** Whether something changed that the jumper has not looked at yet. */
  is_unread?: boolean;
}

/** The body of an application, sent when the jumper applies. */
export interface ApplicationPayload {
  travel_time: string;
  travel_distance: string;
  knowledge_of_german: string;
  /** Present only when the jumper asked for adjustments. */
  adjustments?: AdjustmentsRequestValue;
}

/** What the jumper typed in an apply flow and has not sent yet, so that an interrupted flow resumes with it. */
export interface ApplyDraftValues {
  /** The languages as the language step last showed them. */
  skills?: LanguageSkill[];
  /** The address in the directions step's field. */
  address?: string;
  adjustments?: AdjustmentsRequestValue;
}
