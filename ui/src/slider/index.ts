export { Slider, type SliderProps } from './slider';
export {
  LanguageLevelSlider,
  languageLevelPositions,
  languageLevels,
  languageLevelSliderText,
  languageLevelSliderTranslations,
  type LanguageLevel,
  type LanguageLevelSliderProps,
  type LanguageLevelSliderText,
} from './language-level-slider';
