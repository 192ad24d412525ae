import type { ComponentProps } from 'react';
import { FieldShell, fieldControlVariants, useField, type FieldControlVariants, type FieldProps } from '../field';
import { cn } from '../lib/cn';
import { ChevronDownNarrowIcon } from '../lib/icons';
import type { SelectOption } from '../select/select';

export type NativeSelectProps = Omit<
  ComponentProps<'select'>,
  'children' | 'value' | 'defaultValue' | 'onChange' | 'size' | 'multiple'
> &
  FieldProps &
  FieldControlVariants & {
    /** The choices, in the order shown. */
    options: readonly SelectOption[];
    value?: string;
    defaultValue?: string;
    /** Called with the value of the option chosen. */
    onValueChange?: (value: string) => void;
    /** Classes for the `<select>`; `className` goes to the field's outer box. */
    selectClassName?: string;
  };

/**
 * A labelled drop-down on the platform's own `<select>`: the phone's picker on a phone, keyboard and screen-reader
 * operable everywhere, and none of a menu library's weight. For a few plain choices; `Select` when the list needs
 * more than the platform draws (a check mark, a styled list).
 */
export function NativeSelect({ options, onValueChange, size, selectClassName, ...props }: NativeSelectProps) {
  const { shell, control, rest } = useField(props);
  return (
    <FieldShell slot="native-select" {...shell}>
      <div className="relative">
        <select
          data-slot="native-select-control"
          {...control}
          {...rest}
          onChange={(event) => onValueChange?.(event.target.value)}
          className={cn(fieldControlVariants({ size }), 'cursor-pointer appearance-none pe-10', selectClassName)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownNarrowIcon
          aria-hidden
          className="pointer-events-none absolute end-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
        />
      </div>
    </FieldShell>
  );
}
