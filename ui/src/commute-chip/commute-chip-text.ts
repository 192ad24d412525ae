import type { CommuteMode } from '../lib/job-facts';

/** The commute's words in English; an app can read them without loading the component. */
export const commuteChipText = {
  /** Number formats: 'en-GB' writes 12.5 km; German texts use 'de-CH'. */
  locale: 'en-GB',
  /** How each way is said after its minutes. */
  modes: { transit: 'by public transport', driving: 'by car' } as Record<CommuteMode, string>,
  minutes: (minutes: string) => `${minutes} min`,
  km: (km: string) => `${km} km`,
  /** The link shown when the jumper has no home to measure from. */
  setHome: 'Set your home to see the commute',
};
export type CommuteChipText = typeof commuteChipText;

/** The same in German (formal "Sie", Swiss spelling). */
export const commuteChipGermanText: CommuteChipText = {
  locale: 'de-CH',
  modes: { transit: 'mit dem ÖV', driving: 'mit dem Auto' },
  minutes: (minutes) => `${minutes} Min.`,
  km: (km) => `${km} km`,
  setHome: 'Wohnadresse angeben, um den Arbeitsweg zu sehen',
};
