import type { ComponentProps } from 'react';
import { FieldShell, fieldControlVariants, useField, type FieldControlVariants, type FieldProps } from '../field';
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
export function TextField({ inputClassName, size, type = 'text', ...props }: TextFieldProps) {
  const { shell, control, rest } = useField(props);
  return (
    <FieldShell slot="text-field" {...shell}>
      <input
        data-slot="text-field-input"
        type={type}
        {...control}
        className={cn(fieldControlVariants({ size }), inputClassName)}
        {...rest}
      />
    </FieldShell>
  );
}
