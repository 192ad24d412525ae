import type { LanguageLevelSliderText } from '../language-level-slider';

export default {
  levels: { beginner: 'Débutant', intermediate: 'Intermédiaire', advanced: 'Avancé', native: 'Langue maternelle' },
} satisfies LanguageLevelSliderText;
