import { Button } from '../button';

export type FormActionsProps = {
  submitLabel: string;
  cancelLabel: string;
  /** Without it, no Cancel button is shown. */
  onCancel?: () => void;
  submitting: boolean;
};

/** The end of a modal form: Cancel (when the form can be left) and the submit button. */
export function FormActions({ submitLabel, cancelLabel, onCancel, submitting }: FormActionsProps) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      {onCancel && (
        <Button type="button" variant="ghost" onClick={onCancel}>
          {cancelLabel}
        </Button>
      )}
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </div>
  );
}
