export { SaveToggle, type SaveToggleProps } from './save-toggle';
export { saveToggleText, saveToggleTranslations, type SaveToggleText } from './save-toggle-text';
