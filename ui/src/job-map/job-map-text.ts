import type { Translations } from '../lib/translations';

/** The map's own words in English; an app can read them without loading the map. */
export const jobMapText = {
  /** The link under the map. */
  openMap: 'Open the map on OpenStreetMap',
  /** What a screen reader hears, before the place, for the picture of Switzerland shown when tiles cannot load. */
  overview: 'Map of Switzerland with the job location',
  /** Source of the tiles. */
  attribution: '© OpenStreetMap contributors',
  /** Source of the boundaries in the picture of Switzerland. */
  overviewAttribution: 'Boundaries: © FSO, swisstopo',
};
export type JobMapText = typeof jobMapText;

/** The map's words in every language. */
export const jobMapTranslations: Translations<JobMapText> = {
  en: jobMapText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};
