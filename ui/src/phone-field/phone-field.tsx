import { useId, type ComponentProps } from 'react';
import { FieldShell, fieldControlVariants, useField, type FieldProps } from '../field';
import { cn } from '../lib/cn';
import { SelectControl, type SelectOption } from '../select/select';

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
     * Name of the calling-code drop-down for screen readers.
     * @defaultValue 'Country code'
     */
    countryCodeLabel?: string;
    /** Text of the calling-code drop-down while none is chosen. */
    countryCodePlaceholder?: string;
  };

/**
 * A mobile number: a calling-code drop-down and the number beside it, one label and one error for
 * both. The input props (`value`, `onChange`, `ref`…) reach the number input.
 */
export function PhoneField({
  countryCodes,
  countryCode,
  defaultCountryCode,
  onCountryCodeChange,
  countryCodeName,
  countryCodeLabel = 'Country code',
  countryCodePlaceholder,
  ...props
}: PhoneFieldProps) {
  const { shell, control, ids, rest } = useField(props);
  const groupLabelId = useId();
  return (
    <FieldShell slot="phone-field" {...shell}>
      <div role="group" aria-labelledby={ids.labelId} className="flex min-w-0 gap-2">
        <span id={groupLabelId} className="sr-only">
          {countryCodeLabel}
        </span>
        <SelectControl
          data-slot="phone-field-country-code"
          aria-labelledby={groupLabelId}
          aria-describedby={control['aria-describedby']}
          options={countryCodes}
          value={countryCode}
          defaultValue={defaultCountryCode}
          onValueChange={onCountryCodeChange}
          name={countryCodeName}
          placeholder={countryCodePlaceholder}
          disabled={control.disabled}
          className="w-28 shrink-0"
        />
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
