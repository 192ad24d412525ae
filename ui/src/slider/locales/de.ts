import type { LanguageLevelSliderText } from '../language-level-slider';

export default {
  levels: { beginner: 'Anfänger', intermediate: 'Mittelstufe', advanced: 'Fortgeschritten', native: 'Muttersprache' },
} satisfies LanguageLevelSliderText;
