import type { GermanRequirementLabels } from '../../jobs';

export default {
  levelNames: {
    beginner: 'Anfänger',
    intermediate: 'Mittelstufe',
    advanced: 'Fortgeschritten',
    native: 'Muttersprache',
  },
  germanRequirement: (levelName) => `Diese Stelle verlangt Deutsch auf dem Niveau «${levelName}»`,
  noGermanRequired: 'Keine Deutschkenntnisse erforderlich',
} satisfies GermanRequirementLabels;
