export { Combobox, comboboxText, type ComboboxProps, type ComboboxText } from './combobox';
export type { ComboboxOption } from './match-options';
