import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { buttonVariants } from '../button';
import { FieldShell, fieldControlVariants, useField, type FieldProps } from '../field';
import { MinusIcon, PlusIcon } from '../lib/icons';
import { cn } from '../lib/cn';
import type { Translations } from '../lib/translations';

/** The component's own words, in English; `text` overrides some or all of them. */
export const stepperInputText = {
  /** Name of the minus button. */
  decrement: 'Decrease',
  /** Name of the plus button. */
  increment: 'Increase',
};
export type StepperInputText = typeof stepperInputText;

/** The stepper's own words in every language. */
export const stepperInputTranslations: Translations<StepperInputText> = {
  en: stepperInputText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

export type StepperInputProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step' | 'size'
> &
  FieldProps & {
    /** The number (controlled). */
    value?: number;
    /** The first number (uncontrolled); `min` when left out. */
    defaultValue?: number;
    /** Called with every new number, always within `min` and `max`. */
    onValueChange?: (value: number) => void;
    /** @defaultValue 0 */
    min?: number;
    /** @defaultValue 100 */
    max?: number;
    /** @defaultValue 1 */
    step?: number;
    /**
     * The component's words, merged over the English defaults.
     * @defaultValue stepperInputText
     */
    text?: Partial<StepperInputText>;
  };

/**
 * A number between bounds (degree of disability: 0-100, step 1) with minus and plus buttons that
 * are disabled at the bounds. The input is a spinbutton: arrow keys step, Page Up/Down take ten
 * steps, Home/End jump to the bounds, and typed digits are kept within the bounds. `ref` reaches the input.
 */
export function StepperInput({
  value,
  defaultValue,
  onValueChange,
  min = 0,
  max = 100,
  step = 1,
  text: textOverrides,
  ref,
  onKeyDown,
  onBlur,
  ...props
}: StepperInputProps) {
  const text = { ...stepperInputText, ...textOverrides };
  const { shell, control, rest } = useField(props);
  const disabled = control.disabled;
  const [current = min, setCurrent] = useControllableState({
    prop: value,
    defaultProp: defaultValue ?? min,
    onChange: onValueChange,
  });
  // What the user is typing, kept apart from the number until it is one within the bounds.
  const [draft, setDraft] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const composedRef = useComposedRefs(ref, inputRef);
  const clamp = (next: number) => Math.min(max, Math.max(min, next));

  const stepBy = (steps: number) => {
    const next = clamp(current + steps * step);
    setDraft(null);
    setCurrent(next);
    return next;
  };
  const pressButton = (steps: number) => {
    const next = stepBy(steps);
    // The pressed button is about to be disabled; keep focus in the field instead of losing it.
    if (next === min || next === max) inputRef.current?.focus();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    const keySteps: Record<string, () => void> = {
      ArrowUp: () => stepBy(1),
      ArrowDown: () => stepBy(-1),
      PageUp: () => stepBy(10),
      PageDown: () => stepBy(-10),
      Home: () => stepBy(-Infinity),
      End: () => stepBy(Infinity),
    };
    const action = keySteps[event.key];
    if (action && !event.defaultPrevented) {
      event.preventDefault();
      action();
    }
  };

  const iconButton = cn(buttonVariants({ variant: 'outline', size: 'icon' }), 'shrink-0 [&_svg]:size-5');
  return (
    <FieldShell slot="stepper-input" {...shell}>
      <div className="flex items-center gap-2">
        <button
          type="button"
          data-slot="stepper-input-decrement"
          aria-label={text.decrement}
          aria-controls={control.id}
          disabled={disabled || current <= min}
          onClick={() => pressButton(-1)}
          className={iconButton}
        >
          <MinusIcon />
        </button>
        <input
          data-slot="stepper-input-input"
          ref={composedRef}
          type="text"
          role="spinbutton"
          inputMode="numeric"
          autoComplete="off"
          aria-valuenow={current}
          aria-valuemin={min}
          aria-valuemax={max}
          {...control}
          value={draft ?? String(current)}
          onChange={(event) => {
            const digits = event.target.value.replace(min < 0 ? /[^\d-]/g : /\D/g, '');
            const typed = Number.parseInt(digits, 10);
            if (!Number.isNaN(typed) && typed === clamp(typed)) setCurrent(typed);
            setDraft(digits);
          }}
          onKeyDown={handleKeyDown}
          onBlur={(event) => {
            const typed = Number.parseInt(draft ?? '', 10);
            if (!Number.isNaN(typed)) setCurrent(clamp(typed));
            setDraft(null);
            onBlur?.(event);
          }}
          className={cn(fieldControlVariants({ size: 'md' }), 'w-20 text-center tabular-nums')}
          {...rest}
        />
        <button
          type="button"
          data-slot="stepper-input-increment"
          aria-label={text.increment}
          aria-controls={control.id}
          disabled={disabled || current >= max}
          onClick={() => pressButton(1)}
          className={iconButton}
        >
          <PlusIcon />
        </button>
      </div>
    </FieldShell>
  );
}
