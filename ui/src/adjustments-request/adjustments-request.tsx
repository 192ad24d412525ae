import { useId, useState, type ComponentProps } from 'react';
import { Checkbox } from '../checkbox';
import { cn } from '../lib/cn';
import { adjustmentKinds, type AdjustmentKind, type AdjustmentsRequestValue } from '../lib/jobs';
import { Textarea } from '../textarea';
import {
  adjustmentDetailsMaxLength,
  adjustmentsRequestText,
  type AdjustmentsRequestText,
} from './adjustments-request-text';

/** Whether a request can be sent: "something else" needs words saying what. */
export function isAdjustmentsRequestComplete(value: AdjustmentsRequestValue) {
  return !value.kinds.includes('other') || Boolean(value.details?.trim());
}

export type AdjustmentsRequestProps = Omit<ComponentProps<'fieldset'>, 'onChange' | 'defaultValue'> & {
  /** The adjustments asked for (controlled). */
  value: AdjustmentsRequestValue;
  /** Called with the whole new request when the jumper ticks a kind or types. */
  onValueChange: (value: AdjustmentsRequestValue) => void;
  /**
   * Shows the message of an incomplete request (ticked "something else", said nothing) even before the jumper
   * has left its field: set it once the jumper tries to go on.
   * @defaultValue false
   */
  showValidation?: boolean;
  /**
   * The component's words, merged over the English defaults.
   * @defaultValue adjustmentsRequestText
   */
  text?: Partial<AdjustmentsRequestText>;
};

/**
 * Optional, private adjustments for the interview or the work, asked for with an application: a checkbox per kind,
 * and a field that says what "something else" is.
 */
export function AdjustmentsRequest({
  value,
  onValueChange,
  showValidation = false,
  text: textOverrides,
  disabled,
  className,
  ...props
}: AdjustmentsRequestProps) {
  const text = { ...adjustmentsRequestText, ...textOverrides };
  const privacyId = useId();
  const [detailsLeft, setDetailsLeft] = useState(false);
  const asksForOther = value.kinds.includes('other');
  const incomplete = !isAdjustmentsRequestComplete(value) && (showValidation || detailsLeft);

  const toggle = (kind: AdjustmentKind, ticked: boolean) => {
    const kinds = adjustmentKinds.filter((other) => (other === kind ? ticked : value.kinds.includes(other)));
    // Unticked, "something else" takes its words with it: nothing the jumper no longer asks for is sent.
    const details = kind === 'other' && !ticked ? null : value.details;
    if (kind === 'other' && !ticked) setDetailsLeft(false);
    onValueChange({ kinds, details });
  };

  return (
    <fieldset
      data-slot="adjustments-request"
      data-invalid={incomplete || undefined}
      aria-describedby={privacyId}
      disabled={disabled}
      className={cn('flex min-w-0 flex-col gap-3', className)}
      {...props}
    >
      <legend className="mb-1 text-base font-semibold text-foreground">{text.legend}</legend>
      <p id={privacyId} data-slot="adjustments-request-privacy" className="text-sm text-muted-foreground">
        {text.privacy}
      </p>
      <div className="flex flex-col gap-2">
        {adjustmentKinds.map((kind) => (
          <Checkbox
            key={kind}
            data-kind={kind}
            label={text.kinds[kind]}
            checked={value.kinds.includes(kind)}
            onCheckedChange={(checked) => toggle(kind, checked === true)}
          />
        ))}
      </div>
      {asksForOther && (
        <Textarea
          label={text.details}
          required
          rows={3}
          maxLength={adjustmentDetailsMaxLength}
          text={{ remaining: text.charactersLeft }}
          value={value.details ?? ''}
          error={incomplete ? text.detailsRequired : undefined}
          onChange={(event) => onValueChange({ kinds: value.kinds, details: event.target.value })}
          onBlur={() => setDetailsLeft(true)}
          className="pl-9"
        />
      )}
    </fieldset>
  );
}
