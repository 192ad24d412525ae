import { Button } from '../button';

export type FormActionsProps = {
  /** The buttons' words, passed on by the form from its own `text`. */
  text: { submit: string; cancel: string };
  /** Without it, no Cancel button is shown. */
  onCancel?: () => void;
  submitting: boolean;
};

/** The end of a modal form: Cancel (when the form can be left) and the submit button. */
export function FormActions({ text, onCancel, submitting }: FormActionsProps) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      {onCancel && (
        <Button type="button" variant="ghost" onClick={onCancel}>
          {text.cancel}
        </Button>
      )}
      <Button type="submit" loading={submitting}>
        {text.submit}
      </Button>
    </div>
  );
}
