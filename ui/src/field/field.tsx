import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { AlertIcon } from '../lib/icons';

/** The look of every text-like control: text, password, date, phone number, code, number. */
const fieldControlVariants = cva(
  [
    'focus-ring w-full min-w-0 rounded-md border border-border-strong bg-background px-3 text-foreground transition-colors',
    'placeholder:text-muted-foreground',
    'disabled:cursor-not-allowed disabled:bg-muted disabled:text-muted-foreground',
    'aria-invalid:border-danger aria-invalid:border-2',
  ],
  {
    variants: {
      size: {
        md: 'h-control text-base',
        lg: 'h-control-lg text-lg',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** What a control needs from its field: its id and the ARIA that ties it to label, hint and error. */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
};

export type FieldIds = FieldControlProps & {
  labelId: string;
  hintId?: string;
  errorId?: string;
};

/** Ids for a field's parts; the control is described by its hint and, when there is one, its error. */
export function useFieldIds({
  id,
  hint,
  error,
  required,
  describedBy,
}: {
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  describedBy?: string;
}): FieldIds {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const ariaDescribedBy = [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined;
  return {
    id: controlId,
    labelId: `${controlId}-label`,
    hintId,
    errorId,
    'aria-describedby': ariaDescribedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
  };
}

export type FieldProps = {
  /** The field's visible name; it also names the control for assistive technology. */
  label: ReactNode;
  /** Help shown under the control (format, limits); read out with the control. */
  hint?: ReactNode;
  /** The validation message. Its presence marks the control invalid and shows it in red with an icon. */
  error?: ReactNode;
  /**
   * Shows the required marker (an asterisk) after the label; the control gets `aria-required`.
   * @defaultValue false
   */
  required?: boolean;
  /**
   * Keeps the label for screen readers only, for a control whose purpose the layout already shows.
   * @defaultValue false
   */
  hideLabel?: boolean;
  /** Classes for the field's outer box (width, margins); merged last. */
  className?: string;
};

/** The props every field component takes besides its control's own. */
export type FieldOwnProps = FieldProps & { id?: string; disabled?: boolean; 'aria-describedby'?: string };

/**
 * Splits a field component's props into the frame's (label, hint, error…), the control's ARIA and
 * id, and the rest, which belong to the control. `describedBy` adds ids of the component's own
 * descriptions (a counter, say).
 */
export function useField<TProps extends FieldOwnProps>(props: TProps, describedBy?: string) {
  const {
    label,
    hint,
    error,
    required,
    hideLabel,
    className,
    id,
    disabled,
    'aria-describedby': callerDescribedBy,
    ...rest
  } = props;
  const ids = useFieldIds({
    id,
    hint,
    error,
    required,
    describedBy: [describedBy, callerDescribedBy].filter(Boolean).join(' ') || undefined,
  });
  return {
    shell: { label, hint, error, required, hideLabel, className, disabled, ids },
    control: {
      id: ids.id,
      disabled,
      'aria-describedby': ids['aria-describedby'],
      'aria-invalid': ids['aria-invalid'],
      'aria-required': ids['aria-required'],
    },
    ids,
    rest,
  };
}

type FieldShellProps = FieldProps & {
  ids: FieldIds;
  /**
   * `label` for a single control; `span` when the control is a group (radio group, phone number)
   * that points at the label with `aria-labelledby` instead.
   */
  labelElement?: 'label' | 'span';
  disabled?: boolean;
  children: ReactNode;
  slot: string;
};

/** The frame every form control shares: label with required marker, the control, hint and error message. */
export function FieldShell({
  label,
  hint,
  error,
  required = false,
  hideLabel = false,
  className,
  ids,
  labelElement = 'label',
  disabled,
  children,
  slot,
}: FieldShellProps) {
  return (
    <div
      data-slot={slot}
      data-invalid={error ? true : undefined}
      data-disabled={disabled || undefined}
      className={cn('flex min-w-0 flex-col gap-1.5', className)}
    >
      <FieldLabel
        as={labelElement}
        id={ids.labelId}
        htmlFor={labelElement === 'label' ? ids.id : undefined}
        required={required}
        className={hideLabel ? 'sr-only' : undefined}
      >
        {label}
      </FieldLabel>
      {children}
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}

export type FieldLabelProps = {
  as?: 'label' | 'span';
  id?: string;
  htmlFor?: string;
  /** @defaultValue false */
  required?: boolean;
  className?: string;
  children: ReactNode;
};

/** A control's name, with an asterisk when it is required (the control itself says so to screen readers). */
export function FieldLabel({
  as: Element = 'label',
  required = false,
  className,
  children,
  ...props
}: FieldLabelProps) {
  return (
    <Element data-slot="field-label" className={cn('text-sm font-medium text-foreground', className)} {...props}>
      {children}
      {required && (
        <span aria-hidden="true" className="ms-0.5 text-danger">
          *
        </span>
      )}
    </Element>
  );
}

/** Help text under a control. */
export function FieldHint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} data-slot="field-hint" className="text-sm text-muted-foreground">
      {children}
    </p>
  );
}

/** A validation message: red text with an alert icon, so colour is not the only sign. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} data-slot="field-error" className="flex items-start gap-1.5 text-sm font-medium text-danger">
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

export type FieldControlVariants = VariantProps<typeof fieldControlVariants>;
export { fieldControlVariants };
