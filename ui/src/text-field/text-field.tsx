import type { ComponentProps } from 'react';
import { FieldShell, fieldControlVariants, useFieldIds, type FieldControlVariants, type FieldProps } from '../field';
import { cn } from '../lib/cn';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'size'> &
  FieldProps &
  FieldControlVariants & {
    /** Classes for the `<input>` itself; `className` goes to the field's outer box. */
    inputClassName?: string;
  };

/**
 * A labelled single-line input with hint, error message and required marker. The error and hint
 * are tied to the input with `aria-describedby`; an error sets `aria-invalid`. `ref` reaches the input.
 */
export function TextField({
  label,
  hint,
  error,
  required,
  hideLabel,
  className,
  inputClassName,
  size,
  id,
  type = 'text',
  disabled,
  'aria-describedby': describedBy,
  ...props
}: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error, required, describedBy });
  return (
    <FieldShell
      slot="text-field"
      label={label}
      hint={hint}
      error={error}
      required={required}
      hideLabel={hideLabel}
      className={className}
      disabled={disabled}
      ids={ids}
    >
      <input
        data-slot="text-field-input"
        id={ids.id}
        type={type}
        disabled={disabled}
        aria-describedby={ids['aria-describedby']}
        aria-invalid={ids['aria-invalid']}
        aria-required={ids['aria-required']}
        className={cn(fieldControlVariants({ size }), inputClassName)}
        {...props}
      />
    </FieldShell>
  );
}
