import type { LanguageLevel } from '../slider';

/**
 * The marketplace's data as the domain components receive it, shaped like SPEC.md §3.
 * Typed here on purpose: ui never imports the API's types (DESIGN.md, dependency direction).
 */

/** Fields both kinds of job share. Those beyond SPEC.md §3 replace the source app's placeholders. */
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

/** `job_name` for jumper positions, `job_title` for permanent ones (SPEC.md §2 'Job detail panel'). */
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

/** How well a jumper speaks a language (SPEC.md §3 `spoken_level`); the slider's levels. */
export type SpokenLevel = LanguageLevel;

/** English names of the levels, the default wherever a level is named. */
export const spokenLevelNames: Record<SpokenLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  native: 'Native',
};

/** A language the jumper speaks (SPEC.md §3 'Language skill'). `id` is absent until saved. */
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

/** What an application card shows (the API's applied-job list). */
export interface AppliedJob {
  id: number;
  job_title: string;
  company_name?: string;
  place?: string;
  /** ISO 8601 date or date-time. */
  applied_at: string;
  /** e.g. 'applied', 'under_review', 'unsuccessful'; underscores are shown as spaces. */
  status: string;
}

/** The body of an application (SPEC.md §3 'Applied job payload'). */
export interface ApplicationPayload {
  travel_time: string;
  travel_distance: string;
  knowledge_of_german: string;
}
