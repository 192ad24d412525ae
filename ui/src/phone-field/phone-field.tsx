import { useId, type ComponentProps } from 'react';
import { FieldShell, fieldControlVariants, useField, type FieldProps } from '../field';
import { ChevronDownIcon } from '../lib/icons';
import { cn } from '../lib/cn';
import type { Translations } from '../lib/translations';
import type { SelectOption } from '../select/select';

/** The component's own words, in English; `text` overrides some or all of them. */
export const phoneFieldText = {
  /** Name of the calling-code drop-down for screen readers. */
  countryCode: 'Country code',
  /** The calling-code drop-down's text while none is chosen; empty by default, so it shows a blank. */
  countryCodePlaceholder: '',
};
export type PhoneFieldText = typeof phoneFieldText;

/** The phone field's words in every language. */
export const phoneFieldTranslations: Translations<PhoneFieldText> = {
  en: phoneFieldText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

export type PhoneFieldProps = Omit<ComponentProps<'input'>, 'size' | 'type'> &
  FieldProps & {
    /** The country calling codes to choose from, e.g. `{ value: '+41', label: '+41' }`. */
    countryCodes: readonly SelectOption[];
    /** The chosen calling code (controlled). */
    countryCode?: string;
    /** The first calling code (uncontrolled). */
    defaultCountryCode?: string;
    /** Called with the calling code the user picks. */
    onCountryCodeChange?: (countryCode: string) => void;
    /** Form name of the calling code, for a native form post. */
    countryCodeName?: string;
    /**
     * The component's words, merged over the English defaults.
     * @defaultValue phoneFieldText
     */
    text?: Partial<PhoneFieldText>;
  };

/**
 * A mobile number: a calling-code drop-down and the number beside it, one label and one error for
 * both. The input props (`value`, `onChange`, `ref`…) reach the number input. The calling code is the
 * browser's own drop-down: a phone shows its native picker, and the registration page, where this
 * field matters most, loads no pop-up list code before the visitor types anything.
 */
export function PhoneField({
  countryCodes,
  countryCode,
  defaultCountryCode,
  onCountryCodeChange,
  countryCodeName,
  text: textOverrides,
  ...props
}: PhoneFieldProps) {
  const text = { ...phoneFieldText, ...textOverrides };
  const { shell, control, ids, rest } = useField(props);
  const groupLabelId = useId();
  return (
    <FieldShell slot="phone-field" {...shell}>
      <div role="group" aria-labelledby={ids.labelId} className="flex min-w-0 gap-2">
        <span id={groupLabelId} className="sr-only">
          {text.countryCode}
        </span>
        <div className="relative w-28 shrink-0">
          <select
            data-slot="phone-field-country-code"
            // Named 'Country code' and by the field's visible label, which a native control needs to be named by.
            aria-labelledby={`${groupLabelId} ${ids.labelId}`}
            aria-describedby={control['aria-describedby']}
            value={countryCode}
            defaultValue={countryCode === undefined ? (defaultCountryCode ?? '') : undefined}
            onChange={(event) => onCountryCodeChange?.(event.target.value)}
            name={countryCodeName}
            disabled={control.disabled}
            className={cn(fieldControlVariants({ size: 'md' }), 'cursor-pointer appearance-none pe-9')}
          >
            {(countryCode ?? defaultCountryCode ?? '') === '' && (
              <option value="" disabled>
                {text.countryCodePlaceholder}
              </option>
            )}
            {countryCodes.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDownIcon
            aria-hidden
            className="pointer-events-none absolute end-2 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
          />
        </div>
        <input
          data-slot="phone-field-number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          {...control}
          className={cn(fieldControlVariants({ size: 'md' }), 'flex-1')}
          {...rest}
        />
      </div>
    </FieldShell>
  );
}
