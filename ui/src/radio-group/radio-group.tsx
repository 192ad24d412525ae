import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { FieldShell, useField, type FieldProps } from '../field';
import { cn } from '../lib/cn';

const radioListVariants = cva('flex gap-x-6 gap-y-2', {
  variants: {
    orientation: {
      vertical: 'flex-col',
      horizontal: 'flex-row flex-wrap',
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export type RadioOption = {
  value: string;
  label: ReactNode;
  /** @defaultValue false */
  disabled?: boolean;
};

export type RadioGroupProps = Omit<ComponentProps<typeof RadioGroupPrimitive.Root>, 'children' | 'orientation'> &
  FieldProps &
  VariantProps<typeof radioListVariants> & {
    /** The choices, in the order shown. */
    options: readonly RadioOption[];
  };

/**
 * One choice out of a few, on Radix RadioGroup: Tab enters the group, arrow keys choose. The group
 * is named by the label and described by hint and error. `ref` reaches the group, which passes
 * focus on to the chosen (or first) option, so a form can focus it.
 */
export function RadioGroup({ options, orientation, ...props }: RadioGroupProps) {
  const { shell, control, ids, rest } = useField(props);
  return (
    <FieldShell slot="radio-group" labelElement="span" {...shell}>
      <RadioGroupPrimitive.Root
        data-slot="radio-group-list"
        orientation={orientation ?? 'vertical'}
        aria-labelledby={ids.labelId}
        {...control}
        className={radioListVariants({ orientation })}
        {...rest}
      >
        {options.map((option) => {
          const optionId = `${ids.id}-${option.value}`;
          return (
            <div key={option.value} data-slot="radio-group-option" className="flex items-center gap-3">
              <RadioGroupPrimitive.Item
                id={optionId}
                value={option.value}
                disabled={option.disabled}
                data-slot="radio-group-item"
                className={cn(
                  'group/radio peer focus-ring inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-full border-2 border-border-strong bg-background',
                  'data-[state=checked]:border-primary disabled:cursor-not-allowed disabled:opacity-55',
                )}
              >
                {/*
                  The dot is drawn by the item's state, not by Radix's Indicator: that mounts through Radix's Presence,
                  which makes the browser work out the page's styles while React commits (see tabs/tabs.tsx).
                  High-contrast mode paints backgrounds in the page's colour: the dot keeps the text colour to be seen.
                */}
                <span
                  data-slot="radio-group-indicator"
                  className="hidden size-3 rounded-full bg-primary group-data-[state=checked]/radio:block forced-colors:bg-[ButtonText] forced-color-adjust-none"
                />
              </RadioGroupPrimitive.Item>
              <label
                htmlFor={optionId}
                className="cursor-pointer text-base text-foreground peer-disabled:cursor-not-allowed peer-disabled:text-muted-foreground"
              >
                {option.label}
              </label>
            </div>
          );
        })}
      </RadioGroupPrimitive.Root>
    </FieldShell>
  );
}
