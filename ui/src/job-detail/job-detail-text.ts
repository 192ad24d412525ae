import type { JobFactsText } from '../job-facts/job-facts-text';
import type { JobMapText } from '../job-map/job-map-text';
import { germanRequirementLabels, type GermanRequirementLabels } from '../lib/jobs';
import type { Translations } from '../lib/translations';
import type { SaveToggleText } from '../save-toggle/save-toggle-text';

export interface JobDetailText extends GermanRequirementLabels {
  getDirection: string;
  share: string;
  apply: string;
  notInterested: string;
  applied: string;
  requiredExperience: string;
  description: string;
  readMore: string;
  readLess: string;
  location: string;
  /** Said instead of the actions once the job takes no more applications. */
  closed: string;
  /** Words of the job's facts, passed on to them (English by default). */
  facts?: Partial<JobFactsText>;
  /** Words of the save toggle, passed on to it (English by default). */
  save?: Partial<SaveToggleText>;
  /** Words of the map, passed on to it (English by default). */
  map?: Partial<JobMapText>;
}

/** The detail's words in English; an app can read them without loading the detail (and its HTML sanitiser). */
export const jobDetailText: JobDetailText = {
  ...germanRequirementLabels,
  getDirection: 'Get Direction',
  share: 'Share',
  apply: 'Apply',
  notInterested: 'Not Interested',
  applied: 'Applied',
  requiredExperience: 'Required experience',
  description: 'Description',
  readMore: 'READ MORE',
  readLess: 'READ LESS',
  location: 'Location',
  closed: 'This job is closed: it takes no more applications.',
};

/** The detail's words in every language, with those of the facts, save toggle and map it holds. */
export const jobDetailTranslations: Translations<JobDetailText> = {
  en: jobDetailText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};
