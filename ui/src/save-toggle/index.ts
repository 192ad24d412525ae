export { SaveToggle, type SaveToggleProps } from './save-toggle';
export { saveToggleGermanText, saveToggleText, type SaveToggleText } from './save-toggle-text';
