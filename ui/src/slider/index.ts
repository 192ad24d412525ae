export { Slider, type SliderProps } from './slider';
export {
  LanguageLevelSlider,
  languageLevelPositions,
  languageLevels,
  languageLevelSliderText,
  type LanguageLevel,
  type LanguageLevelSliderProps,
  type LanguageLevelSliderText,
} from './language-level-slider';
