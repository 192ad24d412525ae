import { useEffect, useRef, useState, type ComponentProps, type ReactNode, type Ref } from 'react';
import { FieldError, FieldHint, FieldLabel, useFieldIds } from '../field';
import { CheckIcon, MinusIcon } from '../lib/icons';
import { cn } from '../lib/cn';

/** Ticked, not ticked, or partly ticked (some of a group). */
export type CheckedState = boolean | 'indeterminate';

export type CheckboxProps = Omit<
  ComponentProps<'input'>,
  'type' | 'checked' | 'defaultChecked' | 'children' | 'onChange'
> & {
  /** The text beside the box; clicking it toggles the box too. */
  label: ReactNode;
  /** Help under the label, read out with the checkbox. */
  hint?: ReactNode;
  /** The validation message; its presence marks the checkbox invalid. */
  error?: ReactNode;
  /** Controlled state. */
  checked?: CheckedState;
  /**
   * The state of an uncontrolled checkbox when it first shows.
   * @defaultValue false
   */
  defaultChecked?: CheckedState;
  /** Called with the new state when the user toggles the box. */
  onCheckedChange?: (checked: CheckedState) => void;
};

function assignRef<T>(ref: Ref<T> | undefined, value: T) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A checkbox with its label beside it (Keep Me Signed In, terms). A native `<input>` drawn with
 * the tokens: the platform gives keyboard, form and screen-reader behaviour for free, and the sign-in
 * page, which most visitors load first, carries no checkbox library. Controlled through
 * `checked`/`onCheckedChange` or uncontrolled through `defaultChecked`. `ref` reaches the input.
 */
export function Checkbox({
  label,
  hint,
  error,
  required,
  id,
  className,
  disabled,
  checked,
  defaultChecked = false,
  onCheckedChange,
  ref,
  'aria-describedby': describedBy,
  ...props
}: CheckboxProps) {
  const ids = useFieldIds({ id, hint, error, required, describedBy });
  const [uncontrolledState, setUncontrolledState] = useState<CheckedState>(defaultChecked);
  const state = checked ?? uncontrolledState;
  const inputRef = useRef<HTMLInputElement>(null);

  // 'Partly ticked' exists only as a DOM property, not as an attribute.
  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = state === 'indeterminate';
  }, [state]);

  return (
    <div
      data-slot="checkbox-field"
      data-invalid={error ? true : undefined}
      data-disabled={disabled || undefined}
      className={cn('group/field flex min-w-0 items-start gap-3', className)}
    >
      <span className="relative inline-flex size-6 shrink-0 items-center justify-center text-primary-foreground">
        <input
          type="checkbox"
          data-slot="checkbox"
          data-state={state === 'indeterminate' ? 'indeterminate' : state ? 'checked' : 'unchecked'}
          id={ids.id}
          ref={(element) => {
            inputRef.current = element;
            assignRef(ref, element);
          }}
          checked={state === true}
          disabled={disabled}
          required={required}
          aria-describedby={ids['aria-describedby']}
          aria-invalid={ids['aria-invalid']}
          onChange={(event) => {
            const next = event.target.checked;
            if (checked === undefined) setUncontrolledState(next);
            onCheckedChange?.(next);
          }}
          className={cn(
            'peer focus-ring size-6 cursor-pointer appearance-none rounded-sm border-2 border-border-strong bg-background',
            'checked:border-primary checked:bg-primary indeterminate:border-primary indeterminate:bg-primary',
            'aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-55',
          )}
          {...props}
        />
        <CheckIcon className="pointer-events-none absolute hidden size-4 stroke-3 peer-checked:block" />
        <MinusIcon className="pointer-events-none absolute hidden size-4 stroke-3 peer-indeterminate:block" />
      </span>
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
