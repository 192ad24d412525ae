import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import { useRef, useState, useSyncExternalStore, type ComponentProps } from 'react';
import { Button } from '../button';
import { CheckIcon, CrossIcon } from '../lib/icons';
import { cn } from '../lib/cn';
import { currentToasts, subscribeToToasts, toast, type ToastMessage } from './toast-store';
import type { Translations } from '../lib/translations';

const toastIconVariants = cva('flex size-6 shrink-0 items-center justify-center rounded-full [&_svg]:size-4', {
  variants: {
    variant: {
      success: 'bg-success text-success-foreground',
      error: 'bg-danger text-danger-foreground',
    },
  },
  defaultVariants: { variant: 'success' },
});

/** The toasts' own words, in English; `text` overrides some or all of them. */
export const toasterText = {
  /** Accessible name of each toast's close button. */
  close: 'Close',
  /** What screen readers say before a success toast's text. */
  success: 'Success',
  /** What screen readers say before an error toast's text. */
  error: 'Error',
  /** What screen readers say before each toast, so that it is heard as a notification. */
  notification: 'Notification',
};
export type ToasterText = typeof toasterText;

/** The toasts' own words in every language. */
export const toasterTranslations: Translations<ToasterText> = {
  en: toasterText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

export type ToasterProps = ComponentProps<typeof ToastPrimitive.Viewport> & {
  /**
   * Milliseconds a toast stays; the timer pauses while the pointer is over the toasts or focus is in them.
   * @defaultValue 3000
   */
  duration?: number;
  /**
   * Milliseconds a toast with an action (such as Undo) stays, so that there is time to reach it; paused likewise.
   * @defaultValue 10000
   */
  actionDuration?: number;
  /**
   * Names the toast region for screen readers; `{hotkey}` is replaced by the shortcut that focuses it.
   * @defaultValue 'Notifications ({hotkey})'
   */
  label?: string;
  /**
   * The toasts' words, merged over the English defaults.
   * @defaultValue toasterText
   */
  text?: Partial<ToasterText>;
};

/**
 * Where the messages of `toast.success()` and `toast.error()` appear: top centre, one under the
 * other. Mount it once near the root of the app. Screen readers announce each toast (errors
 * assertively), an action by its `altText`; F8 moves focus to the toasts, and Tab from there reaches
 * each toast's buttons. A toast with an action takes the focus when nothing has it (the button that
 * led to it went away with what it did), so that the keyboard is on Undo rather than lost.
 */
export function Toaster({
  duration = 3000,
  actionDuration = 10_000,
  label = 'Notifications ({hotkey})',
  text: textOverrides,
  className,
  ...props
}: ToasterProps) {
  const text = { ...toasterText, ...textOverrides };
  const messages = useSyncExternalStore(subscribeToToasts, currentToasts, currentToasts);
  return (
    <ToastPrimitive.Provider duration={duration} label={text.notification} swipeDirection="up">
      {messages.map((message) => (
        <ToastItem
          key={message.id}
          message={message}
          duration={message.action ? actionDuration : duration}
          text={text}
        />
      ))}
      {/* The empty viewport stays on the page: it must not catch clicks meant for what lies under it. */}
      <ToastPrimitive.Viewport
        data-slot="toast-viewport"
        label={label}
        className={cn(
          'pointer-events-none fixed top-0 left-1/2 z-[100] m-0 flex w-full max-w-sm -translate-x-1/2 list-none flex-col gap-2 p-4 outline-hidden',
          className,
        )}
        {...props}
      />
    </ToastPrimitive.Provider>
  );
}

/** The longest delay a browser timer takes (about 24 days). */
const longestTimeout = 2 ** 31 - 1;
/** About a second at 60 frames a second, longer where frames are slow: how long a toast's action waits for a lost focus. */
const focusWatchFrames = 60;

function ToastItem({
  message,
  duration,
  text,
}: {
  message: ToastMessage;
  duration: number;
  /** The toasts' words, passed on by the `Toaster`. */
  text: ToasterText;
}) {
  const focusOffered = useRef(false);
  // The toast took the focus: it stays until the focus leaves it, then for its time. (Radix pauses a toast on a
  // focus that moves into it, but its listener is not there yet when the toast first appears; and a duration of
  // Infinity would leave the timer already running, where a finite one restarts it.)
  const [focusHeld, setFocusHeld] = useState(false);
  const { action } = message;
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={message.variant}
      type={message.variant === 'error' ? 'foreground' : 'background'}
      duration={focusHeld ? longestTimeout : duration}
      onOpenChange={(open) => !open && toast.dismiss(message.id)}
      onBlur={(event) => {
        if (focusHeld && !event.currentTarget.contains(event.relatedTarget)) setFocusHeld(false);
      }}
      className="pointer-events-auto flex w-full items-start gap-3 rounded-lg border border-border bg-background p-3 text-foreground shadow-overlay data-[swipe=move]:translate-y-(--radix-toast-swipe-move-y)"
    >
      <span className={toastIconVariants({ variant: message.variant })}>
        {message.variant === 'success' ? <CheckIcon /> : <CrossIcon />}
      </span>
      <ToastPrimitive.Description data-slot="toast-text" className="min-w-0 flex-1 self-center text-sm break-words">
        <span className="sr-only">{text[message.variant]}: </span>
        {message.text}
      </ToastPrimitive.Description>
      {action && (
        <ToastPrimitive.Action altText={action.altText} asChild>
          <Button
            ref={(button) => {
              if (!button || focusOffered.current) return;
              focusOffered.current = true;
              // Once the page has caught up with what the toast reports (the pressed button may go away with it),
              // and only where the focus is then nowhere, so that no one is taken from where they are. A busy
              // phone may take several frames to catch up, so the toast watches for a while, frame by frame.
              const document = button.ownerDocument;
              let framesLeft = focusWatchFrames;
              const offerFocus = () => {
                if (!button.isConnected) return;
                const focused = document.activeElement;
                if (!focused || focused === document.body) {
                  button.focus();
                  setFocusHeld(true);
                } else if (--framesLeft > 0) requestAnimationFrame(offerFocus);
              };
              requestAnimationFrame(() => requestAnimationFrame(offerFocus));
            }}
            data-slot="toast-action"
            variant="outline"
            size="sm"
            className="self-center"
            onClick={action.onAction}
          >
            {action.label}
          </Button>
        </ToastPrimitive.Action>
      )}
      <ToastPrimitive.Close asChild>
        <Button variant="ghost" size="icon" aria-label={text.close} className="-my-2 -mr-2">
          <CrossIcon />
        </Button>
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
