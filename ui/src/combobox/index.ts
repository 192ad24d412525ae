export { Combobox, type ComboboxProps } from './combobox';
export type { ComboboxOption } from './match-options';
