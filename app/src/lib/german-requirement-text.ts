import { germanRequirementLabels, type GermanRequirementLabels } from '@jumpers/ui';
import { defineCatalog } from '../i18n/catalog';

/** How a job's German requirement is said, in the job's detail (explore) and in the apply flow's language step. */
export const germanRequirementText = defineCatalog<GermanRequirementLabels>(germanRequirementLabels, {
  levelNames: {
    beginner: 'Anfänger',
    intermediate: 'Mittelstufe',
    advanced: 'Fortgeschritten',
    native: 'Muttersprache',
  },
  germanRequirement: (levelName) => `Diese Stelle verlangt Deutsch auf dem Niveau «${levelName}»`,
  noGermanRequired: 'Keine Deutschkenntnisse erforderlich',
});
