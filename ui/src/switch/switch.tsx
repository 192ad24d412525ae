import * as SwitchPrimitive from '@radix-ui/react-switch';
import type { ComponentProps, ReactNode } from 'react';
import { FieldHint, FieldLabel, useFieldIds } from '../field';
import { cn } from '../lib/cn';

export type SwitchProps = Omit<ComponentProps<typeof SwitchPrimitive.Root>, 'children'> & {
  /** The setting the switch turns on and off; clicking it toggles the switch too. */
  label: ReactNode;
  /** Help under the label, read out with the switch. */
  hint?: ReactNode;
};

/**
 * An on/off switch on Radix for a setting that takes effect at once. Controlled through
 * `checked`/`onCheckedChange` or uncontrolled through `defaultChecked`. `ref` reaches the switch.
 */
export function Switch({
  label,
  hint,
  id,
  className,
  disabled,
  'aria-describedby': describedBy,
  ...props
}: SwitchProps) {
  const ids = useFieldIds({ id, hint, describedBy });
  return (
    <div
      data-slot="switch-field"
      data-disabled={disabled || undefined}
      className={cn('group/field flex min-w-0 items-start gap-3', className)}
    >
      <SwitchPrimitive.Root
        data-slot="switch"
        id={ids.id}
        disabled={disabled}
        aria-describedby={ids['aria-describedby']}
        className={cn(
          'focus-ring inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-border-strong transition-colors',
          'data-[state=checked]:bg-primary disabled:cursor-not-allowed disabled:opacity-55',
        )}
        {...props}
      >
        <SwitchPrimitive.Thumb
          data-slot="switch-thumb"
          className={cn(
            'pointer-events-none block size-6 rounded-full bg-background shadow-card transition-transform data-[state=checked]:translate-x-5 rtl:data-[state=checked]:-translate-x-5',
            // High-contrast mode paints backgrounds in the page's colour: the thumb keeps the text colour to be seen.
            'forced-colors:bg-[ButtonText] forced-color-adjust-none',
          )}
        />
      </SwitchPrimitive.Root>
      <div className="flex min-w-0 flex-col gap-1 pt-0.5">
        <FieldLabel
          id={ids.labelId}
          htmlFor={ids.id}
          className="cursor-pointer text-base font-normal group-data-disabled/field:cursor-not-allowed group-data-disabled/field:text-muted-foreground"
        >
          {label}
        </FieldLabel>
        {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      </div>
    </div>
  );
}
