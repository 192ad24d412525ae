import type { CommuteChipText } from '../commute-chip-text';

export default {
  locale: 'fr-CH',
  modes: { transit: 'en transports publics', driving: 'en voiture' },
  minutes: (minutes) => `${minutes} min`,
  km: (km) => `${km} km`,
  setHome: 'Indiquez votre domicile pour voir le trajet',
} satisfies CommuteChipText;
