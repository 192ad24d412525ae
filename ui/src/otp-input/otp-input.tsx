import { useControllableState } from '@radix-ui/react-use-controllable-state';
import type { ComponentProps } from 'react';
import { FieldShell, fieldControlVariants, useField, type FieldProps } from '../field';
import { cn } from '../lib/cn';

export type OtpInputProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'size' | 'maxLength'
> &
  FieldProps & {
    /** The digits entered (controlled). */
    value?: string;
    /** The first digits (uncontrolled). */
    defaultValue?: string;
    /** Called with the digits whenever they change; anything but digits has already been removed. */
    onValueChange?: (code: string) => void;
    /** Called once the code has all its digits. */
    onComplete?: (code: string) => void;
    /**
     * How many digits the code has.
     * @defaultValue 4
     */
    length?: number;
  };

/**
 * A one-time code in ONE input, so that a pasted or autofilled code lands whole (separate boxes
 * fail WCAG 3.3.8 when a paste fills only the first). Phones show the number pad and offer the
 * code from the SMS; letters and spaces are dropped. `ref` reaches the input.
 */
export function OtpInput({ value, defaultValue, onValueChange, onComplete, length = 4, ...props }: OtpInputProps) {
  const { shell, control, rest } = useField(props);
  const [code, setCode] = useControllableState({
    prop: value,
    defaultProp: defaultValue ?? '',
    onChange: onValueChange,
  });
  return (
    <FieldShell slot="otp-input" {...shell}>
      <input
        data-slot="otp-input-input"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        // No maxLength: the browser would cut a pasted "12 34" to "12 " before the spaces are removed.
        pattern="[0-9]*"
        spellCheck={false}
        value={code}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, length);
          setCode(digits);
          if (digits.length === length && digits !== code) onComplete?.(digits);
        }}
        {...control}
        style={{ width: `calc(${length} * 1.75rem + 2rem)` }}
        className={cn(fieldControlVariants({ size: 'lg' }), 'font-mono tracking-[0.5em] tabular-nums')}
        {...rest}
      />
    </FieldShell>
  );
}
