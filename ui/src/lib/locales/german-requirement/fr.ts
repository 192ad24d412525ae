import type { GermanRequirementLabels } from '../../jobs';

export default {
  levelNames: {
    beginner: 'Débutant',
    intermediate: 'Intermédiaire',
    advanced: 'Avancé',
    native: 'Langue maternelle',
  },
  germanRequirement: (levelName) => `Ce poste exige un niveau d’allemand «\u00a0${levelName}\u00a0»`,
  noGermanRequired: 'Aucune connaissance d’allemand requise',
} satisfies GermanRequirementLabels;
