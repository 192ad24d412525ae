export { Slider, type SliderProps } from './slider';
export {
  LanguageLevelSlider,
  languageLevelPositions,
  languageLevels,
  type LanguageLevel,
  type LanguageLevelSliderProps,
} from './language-level-slider';
