import type { CommuteChipText } from '../commute-chip-text';

export default {
  locale: 'it-CH',
  modes: { transit: 'con i mezzi pubblici', driving: 'in auto' },
  minutes: (minutes) => `${minutes} min`,
  km: (km) => `${km} km`,
  setHome: 'Indichi il Suo domicilio per vedere il tragitto',
} satisfies CommuteChipText;
