import type { GermanRequirementLabels } from '../../jobs';

export default {
  levelNames: {
    beginner: 'Principiante',
    intermediate: 'Intermedio',
    advanced: 'Avanzato',
    native: 'Madrelingua',
  },
  germanRequirement: (levelName) => `Questo posto richiede un livello di tedesco «${levelName}»`,
  noGermanRequired: 'Nessuna conoscenza del tedesco richiesta',
} satisfies GermanRequirementLabels;
