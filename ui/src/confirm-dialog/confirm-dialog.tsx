import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { Button } from '../button';
import type { DialogStateProps } from '../dialog';
import { cn } from '../lib/cn';
import type { Translations } from '../lib/translations';

/** The dialog's own words, in English; `text` overrides some or all of them. */
export const confirmDialogText = {
  /** The confirming action, e.g. 'Delete' or 'Log-Out'. */
  confirm: 'Confirm',
  /** The cancelling action. */
  cancel: 'Cancel',
};
export type ConfirmDialogText = typeof confirmDialogText;

/** The dialog's own words in every language. */
export const confirmDialogTranslations: Translations<ConfirmDialogText> = {
  en: confirmDialogText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

export type ConfirmDialogProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> &
  DialogStateProps & {
    /** The question, e.g. 'Do you really want to log out?'. */
    title: ReactNode;
    /** What happens when the user confirms. */
    description?: ReactNode;
    /**
     * The dialog's words (name the confirming action: `{ confirm: 'Delete' }`), merged over the English defaults.
     * @defaultValue confirmDialogText
     */
    text?: Partial<ConfirmDialogText>;
    /**
     * Called when the user confirms. When it returns a promise, the confirm button shows a spinner
     * and the dialog closes once the promise settles.
     */
    onConfirm: () => void | Promise<unknown>;
    /**
     * `destructive` paints the confirm button red, for deletes and log-out.
     * @defaultValue 'destructive'
     */
    tone?: 'destructive' | 'primary';
  };

/**
 * Asks before an action that cannot be undone. It opens as an alert dialog with focus on Cancel,
 * so that Enter pressed out of habit does not delete anything.
 */
export function ConfirmDialog({
  title,
  description,
  trigger,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  text: textOverrides,
  onConfirm,
  tone = 'destructive',
  className,
  ...props
}: ConfirmDialogProps) {
  const text = { ...confirmDialogText, ...textOverrides };
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [busy, setBusy] = useState(false);
  const open = openProp ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    const result = onConfirm();
    if (result instanceof Promise) {
      setBusy(true);
      try {
        await result;
      } catch {
        // The caller reports its own failure (a toast, say); the dialog stays open for another try.
        return;
      } finally {
        setBusy(false);
      }
    }
    setOpen(false);
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      {/* Closed, it renders no portal, for the reason the Dialog gives (dialog/dialog.tsx). */}
      {open && (
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay data-slot="confirm-dialog-overlay" className="fixed inset-0 z-50 bg-overlay" />
          <DialogPrimitive.Content
            data-slot="confirm-dialog"
            data-tone={tone}
            role="alertdialog"
            className={cn(
              'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-lg bg-background p-5 text-foreground shadow-overlay outline-hidden',
              className,
            )}
            {...(description ? {} : { 'aria-describedby': undefined })}
            {...props}
          >
            <DialogPrimitive.Title data-slot="confirm-dialog-title" className="text-lg font-semibold break-words">
              {title}
            </DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description
                data-slot="confirm-dialog-description"
                className="mt-2 text-sm text-muted-foreground"
              >
                {description}
              </DialogPrimitive.Description>
            )}
            <div
              data-slot="confirm-dialog-actions"
              className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
            >
              <DialogPrimitive.Close asChild>
                <Button variant="outline" disabled={busy}>
                  {text.cancel}
                </Button>
              </DialogPrimitive.Close>
              <Button variant={tone} loading={busy} onClick={confirm}>
                {text.confirm}
              </Button>
            </div>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      )}
    </DialogPrimitive.Root>
  );
}
