export { Combobox, comboboxText, comboboxTranslations, type ComboboxProps, type ComboboxText } from './combobox';
export type { ComboboxOption } from './match-options';
