import { Banner, Dialog } from '@jumpers/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useUiText } from '../i18n/messages';
import { dialogTexts } from './dialog-texts';
import { offlineRefusal } from './offline-notice';

/** After a successful save a profile dialog stays 1000 ms (the toast is read), then closes. */
export const closeAfterSaveMs = 1000;

/**
 * Open state, busy state and error of a dialog that saves a form. The form stays mounted until the save
 * succeeded, so a failed save keeps everything the user typed; its message is shown in the dialog.
 */
export function useSaveDialog() {
  const [open, setOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  return {
    open,
    submitting,
    error,
    show() {
      setError(undefined);
      setOpen(true);
    },
    onOpenChange(next: boolean) {
      setOpen(next);
      if (!next) setError(undefined);
    },
    /**
     * Runs the call: it answers undefined when saved, else the message to show. A call that throws shows
     * `fallback`, or without a connection that the save needs one.
     */
    async save(call: () => Promise<string | undefined>, fallback: string) {
      setSubmitting(true);
      setError(undefined);
      let failure: string | undefined;
      try {
        failure = await call();
      } catch {
        failure = offlineRefusal() ?? fallback;
      }
      if (failure !== undefined) {
        setError(failure);
        setSubmitting(false);
        return;
      }
      closeTimer.current = setTimeout(() => {
        setOpen(false);
        setSubmitting(false);
      }, closeAfterSaveMs);
    },
  };
}

export type SaveDialogState = ReturnType<typeof useSaveDialog>;

/** A dialog around a form that saves: the error of the last failed save above the form. */
export function SaveDialog({ state, title, children }: { state: SaveDialogState; title: string; children: ReactNode }) {
  return (
    <Dialog open={state.open} onOpenChange={state.onOpenChange} title={title} text={useUiText(dialogTexts)} size="lg">
      <div className="flex flex-col gap-4">
        {state.error && <Banner variant="error">{state.error}</Banner>}
        {children}
      </div>
    </Dialog>
  );
}
