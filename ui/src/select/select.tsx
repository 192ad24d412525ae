import * as SelectPrimitive from '@radix-ui/react-select';
import type { ComponentProps } from 'react';
import { FieldShell, fieldControlVariants, useField, type FieldControlVariants, type FieldProps } from '../field';
import { CheckIcon, ChevronDownNarrowIcon } from '../lib/icons';
import { cn } from '../lib/cn';

const selectTriggerClasses = [
  'inline-flex cursor-pointer items-center justify-between gap-2 text-start',
  'data-[placeholder]:text-muted-foreground',
];

export type SelectOption = {
  value: string;
  label: string;
  /** @defaultValue false */
  disabled?: boolean;
};

type SelectRootProps = Pick<
  ComponentProps<typeof SelectPrimitive.Root>,
  'value' | 'defaultValue' | 'onValueChange' | 'open' | 'defaultOpen' | 'onOpenChange' | 'name' | 'disabled'
>;

type SelectControlProps = SelectRootProps &
  Omit<ComponentProps<typeof SelectPrimitive.Trigger>, keyof SelectRootProps | 'children'> &
  FieldControlVariants & {
    /** The choices, in the order shown. */
    options: readonly SelectOption[];
    /** Text shown while nothing is chosen. */
    placeholder?: string;
  };

/** The trigger and its pop-up list, without label or messages. */
function SelectControl({
  options,
  placeholder,
  value,
  defaultValue,
  onValueChange,
  open,
  defaultOpen,
  onOpenChange,
  name,
  disabled,
  size,
  className,
  ...triggerProps
}: SelectControlProps) {
  return (
    <SelectPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      name={name}
      disabled={disabled}
    >
      <SelectPrimitive.Trigger
        data-slot="select-trigger"
        className={cn(fieldControlVariants({ size }), selectTriggerClasses, className)}
        {...triggerProps}
      >
        <span className="truncate">
          <SelectPrimitive.Value placeholder={placeholder} />
        </span>
        <SelectPrimitive.Icon asChild>
          <ChevronDownNarrowIcon className="size-5 shrink-0 text-muted-foreground" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          data-slot="select-content"
          position="popper"
          sideOffset={4}
          className={cn(
            'z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden',
            'rounded-md border border-border bg-background text-foreground shadow-overlay',
          )}
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                data-slot="select-item"
                className={cn(
                  'relative flex min-h-control cursor-pointer items-center rounded-sm py-2 ps-3 pe-9 text-base outline-none select-none',
                  'data-[highlighted]:bg-primary-subtle data-[state=checked]:font-semibold',
                  'data-[disabled]:cursor-not-allowed data-[disabled]:text-muted-foreground',
                )}
              >
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator className="absolute end-2 inline-flex items-center text-primary">
                  <CheckIcon className="size-5" />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}

export type SelectProps = Omit<SelectControlProps, 'className'> &
  FieldProps & {
    /** Classes for the trigger button; `className` goes to the field's outer box. */
    triggerClassName?: string;
  };

/**
 * A labelled drop-down list on Radix Select: keyboard operable (arrows, type-ahead, Escape), with
 * hint, error and required marker. `ref` reaches the trigger button, so a form can focus it.
 */
export function Select({ triggerClassName, ...props }: SelectProps) {
  const { shell, control, ids, rest } = useField(props);
  return (
    <FieldShell slot="select" {...shell}>
      <SelectControl aria-labelledby={ids.labelId} {...control} className={triggerClassName} {...rest} />
    </FieldShell>
  );
}
