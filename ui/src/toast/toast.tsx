import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import { useSyncExternalStore, type ComponentProps } from 'react';
import { Button } from '../button';
import { CheckIcon, CrossIcon } from '../lib/icons';
import { cn } from '../lib/cn';
import { currentToasts, subscribeToToasts, toast, type ToastVariant } from './toast-store';

const toastIconVariants = cva('flex size-6 shrink-0 items-center justify-center rounded-full [&_svg]:size-4', {
  variants: {
    variant: {
      success: 'bg-success text-success-foreground',
      error: 'bg-danger text-danger-foreground',
    },
  },
  defaultVariants: { variant: 'success' },
});

export type ToasterProps = ComponentProps<typeof ToastPrimitive.Viewport> & {
  /**
   * Milliseconds a toast stays; the timer pauses while the pointer is over the toasts or focus is in them.
   * @defaultValue 3000
   */
  duration?: number;
  /**
   * Names the toast region for screen readers; `{hotkey}` is replaced by the shortcut that focuses it.
   * @defaultValue 'Notifications ({hotkey})'
   */
  label?: string;
  /**
   * Accessible name of each toast's close button.
   * @defaultValue 'Close'
   */
  closeLabel?: string;
  /**
   * What screen readers say before a success toast's text.
   * @defaultValue 'Success'
   */
  successLabel?: string;
  /**
   * What screen readers say before an error toast's text.
   * @defaultValue 'Error'
   */
  errorLabel?: string;
};

/**
 * Where the messages of `toast.success()` and `toast.error()` appear: top centre, one under the
 * other. Mount it once near the root of the app. Screen readers announce each toast (errors
 * assertively); F8 moves focus to the toasts.
 */
export function Toaster({
  duration = 3000,
  label = 'Notifications ({hotkey})',
  closeLabel = 'Close',
  successLabel = 'Success',
  errorLabel = 'Error',
  className,
  ...props
}: ToasterProps) {
  const messages = useSyncExternalStore(subscribeToToasts, currentToasts, currentToasts);
  const variantLabel: Record<ToastVariant, string> = { success: successLabel, error: errorLabel };
  return (
    <ToastPrimitive.Provider duration={duration} label={label} swipeDirection="up">
      {messages.map((message) => (
        <ToastPrimitive.Root
          key={message.id}
          data-slot="toast"
          data-variant={message.variant}
          type={message.variant === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && toast.dismiss(message.id)}
          className="pointer-events-auto flex w-full items-start gap-3 rounded-lg border border-border bg-background p-3 text-foreground shadow-overlay data-[swipe=move]:translate-y-(--radix-toast-swipe-move-y)"
        >
          <span className={toastIconVariants({ variant: message.variant })}>
            {message.variant === 'success' ? <CheckIcon /> : <CrossIcon />}
          </span>
          <ToastPrimitive.Description data-slot="toast-text" className="min-w-0 flex-1 self-center text-sm break-words">
            <span className="sr-only">{variantLabel[message.variant]}: </span>
            {message.text}
          </ToastPrimitive.Description>
          <ToastPrimitive.Close asChild>
            <Button variant="ghost" size="icon" aria-label={closeLabel} className="-my-2 -mr-2">
              <CrossIcon />
            </Button>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* The empty viewport stays on the page: it must not catch clicks meant for what lies under it. */}
      <ToastPrimitive.Viewport
        data-slot="toast-viewport"
        className={cn(
          'pointer-events-none fixed top-0 left-1/2 z-[100] m-0 flex w-full max-w-sm -translate-x-1/2 list-none flex-col gap-2 p-4 outline-hidden',
          className,
        )}
        {...props}
      />
    </ToastPrimitive.Provider>
  );
}
