import { useState, type ComponentProps } from 'react';
import { TextField, type TextFieldProps } from '../text-field';
import type { Translations } from '../lib/translations';

/** The component's own words, in English; `text` overrides some or all of them. */
export const dateFieldText = {
  /** The message when the date entered is later than `max`. An `error` from the form wins over it. */
  afterMax: 'Please choose an earlier date.',
};
export type DateFieldText = typeof dateFieldText;

/** The date field's own words in every language. */
export const dateFieldTranslations: Translations<DateFieldText> = {
  en: dateFieldText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

export type DateFieldProps = Omit<TextFieldProps, 'type' | 'max' | 'value' | 'defaultValue'> & {
  /** The date as `YYYY-MM-DD`, or `''` for none (controlled). */
  value?: string;
  /** The first date as `YYYY-MM-DD` (uncontrolled). */
  defaultValue?: string;
  /** The latest date allowed, as `YYYY-MM-DD` (today, for a date of birth or a start date). */
  max?: string;
  /**
   * The component's words, merged over the English defaults.
   * @defaultValue dateFieldText
   */
  text?: Partial<DateFieldText>;
};

/**
 * A labelled date input (the browser's own picker, so keyboard and screen reader support come with
 * it) that refuses dates after `max`: the picker greys them out, and a typed one shows an error.
 */
export function DateField({
  value,
  defaultValue,
  max,
  text: textOverrides,
  error,
  onChange,
  ...props
}: DateFieldProps) {
  const text = { ...dateFieldText, ...textOverrides };
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? '');
  const current = value ?? uncontrolledValue;
  // ISO dates compare correctly as strings.
  const isAfterMax = Boolean(max && current && current > max);
  const handleChange: ComponentProps<'input'>['onChange'] = (event) => {
    setUncontrolledValue(event.target.value);
    onChange?.(event);
  };
  return (
    <TextField
      data-slot="date-field-input"
      type="date"
      max={max}
      value={value}
      defaultValue={value === undefined ? defaultValue : undefined}
      onChange={handleChange}
      error={error ?? (isAfterMax ? text.afterMax : undefined)}
      {...props}
    />
  );
}
