import type { CommuteChipText } from '../commute-chip-text';

export default {
  locale: 'de-CH',
  modes: { transit: 'mit dem ÖV', driving: 'mit dem Auto' },
  minutes: (minutes) => `${minutes} Min.`,
  km: (km) => `${km} km`,
  setHome: 'Wohnadresse angeben, um den Arbeitsweg zu sehen',
} satisfies CommuteChipText;
