import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import type { ComponentProps, ReactNode } from 'react';
import { FieldError, FieldHint, FieldLabel, useFieldIds } from '../field';
import { CheckIcon, MinusIcon } from '../field/field-icons';
import { cn } from '../lib/cn';

export type CheckboxProps = Omit<ComponentProps<typeof CheckboxPrimitive.Root>, 'children'> & {
  /** The text beside the box; clicking it toggles the box too. */
  label: ReactNode;
  /** Help under the label, read out with the checkbox. */
  hint?: ReactNode;
  /** The validation message; its presence marks the checkbox invalid. */
  error?: ReactNode;
};

/**
 * A checkbox on Radix with its label beside it (Keep Me Signed In, terms). Controlled through
 * `checked`/`onCheckedChange` or uncontrolled through `defaultChecked`. `ref` reaches the box.
 */
export function Checkbox({
  label,
  hint,
  error,
  required,
  id,
  className,
  disabled,
  'aria-describedby': describedBy,
  ...props
}: CheckboxProps) {
  const ids = useFieldIds({ id, hint, error, required, describedBy });
  return (
    <div
      data-slot="checkbox-field"
      data-invalid={error ? true : undefined}
      data-disabled={disabled || undefined}
      className={cn('group/field flex min-w-0 items-start gap-3', className)}
    >
      <CheckboxPrimitive.Root
        data-slot="checkbox"
        id={ids.id}
        disabled={disabled}
        aria-describedby={ids['aria-describedby']}
        aria-invalid={ids['aria-invalid']}
        aria-required={ids['aria-required']}
        className={cn(
          'focus-ring inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-sm border-2 border-border-strong bg-background text-primary-foreground',
          'data-[state=checked]:border-primary data-[state=checked]:bg-primary',
          'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary',
          'aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-55',
        )}
        {...props}
      >
        <CheckboxPrimitive.Indicator className="group inline-flex items-center justify-center">
          <CheckIcon className="size-4 stroke-3 group-data-[state=indeterminate]:hidden" />
          <MinusIcon className="hidden size-4 stroke-3 group-data-[state=indeterminate]:block" />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <div className="flex min-w-0 flex-col gap-1 pt-0.5">
        <FieldLabel
          id={ids.labelId}
          htmlFor={ids.id}
          required={required}
          className="cursor-pointer text-base font-normal group-data-disabled/field:cursor-not-allowed group-data-disabled/field:text-muted-foreground"
        >
          {label}
        </FieldLabel>
        {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
        {error && <FieldError id={ids.errorId}>{error}</FieldError>}
      </div>
    </div>
  );
}
