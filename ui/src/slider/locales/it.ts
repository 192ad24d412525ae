import type { LanguageLevelSliderText } from '../language-level-slider';

export default {
  levels: { beginner: 'Principiante', intermediate: 'Intermedio', advanced: 'Avanzato', native: 'Madrelingua' },
} satisfies LanguageLevelSliderText;
