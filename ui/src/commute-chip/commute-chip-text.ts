import type { CommuteMode } from '../lib/job-facts';
import type { Translations } from '../lib/translations';

/** The commute's words in English; an app can read them without loading the component. */
export const commuteChipText = {
  /** Number formats: 'en-GB' writes 12.5 km; each translation names its Swiss locale ('de-CH', 'fr-CH', 'it-CH'). */
  locale: 'en-GB',
  /** How each way is said after its minutes. */
  modes: { transit: 'by public transport', driving: 'by car' } as Record<CommuteMode, string>,
  minutes: (minutes: string) => `${minutes} min`,
  km: (km: string) => `${km} km`,
  /** The link shown when the jumper has no home to measure from. */
  setHome: 'Set your home to see the commute',
};
export type CommuteChipText = typeof commuteChipText;

/** The commute's words in every language. */
export const commuteChipTranslations: Translations<CommuteChipText> = {
  en: commuteChipText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};
