import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { cva, type VariantProps } from 'class-variance-authority';
import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { Button } from '../button';
import { ChevronLeftIcon, CrossIcon } from '../lib/icons';
import { cn } from '../lib/cn';
import { dialogText, type DialogText } from './dialog-text';

const dialogVariants = cva(
  [
    'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
    'rounded-lg bg-background text-foreground shadow-overlay outline-hidden',
    'transition-opacity data-[state=closed]:opacity-0 data-[state=open]:opacity-100',
  ],
  {
    variants: {
      size: { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' },
    },
    defaultVariants: { size: 'md' },
  },
);

/** How a dialog opens and closes: by its trigger, or controlled through `open` and `onOpenChange`. */
export interface DialogStateProps {
  /** The element that opens the dialog (a Button, say); rendered as it is, with the dialog's trigger behaviour. */
  trigger?: ReactNode;
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /**
   * Whether the dialog starts open (uncontrolled).
   * @defaultValue false
   */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes (close button, Escape, a click outside, a `DialogClose`). */
  onOpenChange?: (open: boolean) => void;
}

export type DialogProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> &
  VariantProps<typeof dialogVariants> &
  DialogStateProps & {
    /** The heading of the dialog; it also names the dialog for screen readers. */
    title: ReactNode;
    /** A line under the title that screen readers read when the dialog opens. */
    description?: ReactNode;
    /** Shows a back chevron before the title that calls this, for dialogs with steps. */
    onBack?: () => void;
    /**
     * The dialog's words, merged over the English defaults.
     * @defaultValue dialogText
     */
    text?: Partial<DialogText>;
    /** Actions at the bottom of the dialog, usually Buttons; wrap one in `DialogClose` to let it close the dialog. */
    footer?: ReactNode;
  };

/**
 * A modal dialog: focus moves into it and stays there until it closes, Escape and the close
 * button close it, and focus then returns to the element that opened it.
 */
export function Dialog({
  title,
  description,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  onBack,
  text: textOverrides,
  footer,
  size,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogProps) {
  const text = { ...dialogText, ...textOverrides };
  const closeButton = useRef<HTMLButtonElement>(null);
  // A dialog opened through `open` has no trigger for Radix to return focus to: it goes back to the
  // element that had focus when the dialog opened (the button that opened it), if that is still there.
  const opener = useRef<HTMLElement | null>(null);
  const [shown, setShown] = useControllableState({
    prop: open,
    defaultProp: defaultOpen ?? false,
    onChange: onOpenChange,
    caller: 'Dialog',
  });
  return (
    <DialogPrimitive.Root open={shown} onOpenChange={setShown}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      {/*
        Closed, a dialog renders no portal. Radix's portal, closed, still mounts its Presence, which sets state while
        React commits: React then runs every effect of the page in that same task, and a page with a few dialogs
        arrives in one long task. Nothing here animates out, so leaving it out changes nothing on screen.
      */}
      {shown && (
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay
            data-slot="dialog-overlay"
            className="fixed inset-0 z-50 bg-overlay transition-opacity data-[state=closed]:opacity-0"
          />
          <DialogPrimitive.Content
            data-slot="dialog"
            data-size={size ?? 'md'}
            className={cn(dialogVariants({ size }), className)}
            // Without a description Radix would point aria-describedby at nothing.
            {...(description ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={(event) => {
              opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
              onOpenAutoFocus?.(event);
            }}
            onCloseAutoFocus={(event) => {
              onCloseAutoFocus?.(event);
              if (event.defaultPrevented || trigger || !opener.current?.isConnected) return;
              event.preventDefault();
              opener.current.focus();
            }}
            {...props}
            onKeyDown={(event) => {
              props.onKeyDown?.(event);
              // A toast that appeared after the dialog opened is the top Radix layer and takes Escape without
              // handling it for the dialog. Escape then still closes the dialog. A layer that handled Escape
              // itself (an open Select) prevented its default, and the dialog stays.
              if (event.key === 'Escape' && !event.defaultPrevented) closeButton.current?.click();
            }}
          >
            <div data-slot="dialog-header" className="flex items-start gap-2 border-b border-border px-4 py-3">
              {onBack && (
                <Button variant="ghost" size="icon" aria-label={text.back} onClick={onBack} className="-ml-2">
                  <ChevronLeftIcon />
                </Button>
              )}
              <div className="min-w-0 flex-1 self-center">
                <DialogPrimitive.Title data-slot="dialog-title" className="text-lg font-semibold break-words">
                  {title}
                </DialogPrimitive.Title>
                {description && (
                  <DialogPrimitive.Description data-slot="dialog-description" className="text-sm text-muted-foreground">
                    {description}
                  </DialogPrimitive.Description>
                )}
              </div>
              <DialogPrimitive.Close asChild>
                <Button ref={closeButton} variant="ghost" size="icon" aria-label={text.close} className="-mr-2">
                  <CrossIcon />
                </Button>
              </DialogPrimitive.Close>
            </div>
            {children && <DialogBody>{children}</DialogBody>}
            {footer && (
              <div
                data-slot="dialog-footer"
                className="flex flex-col-reverse gap-2 border-t border-border px-4 py-3 sm:flex-row sm:justify-end"
              >
                {footer}
              </div>
            )}
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      )}
    </DialogPrimitive.Root>
  );
}

/**
 * The dialog's scrolling middle. When its content is taller than the screen allows, it joins the tab
 * order, so that keyboard users can scroll text that holds no control (WCAG 2.1.1; axe's
 * scrollable-region-focusable).
 */
function DialogBody({ children }: { children: ReactNode }) {
  const body = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = body.current;
    if (!element) return;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={body}
      data-slot="dialog-body"
      // A scrolling region that holds no control must be focusable, or a keyboard cannot scroll it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={scrollable ? 0 : undefined}
      className="focus-ring min-h-0 flex-1 overflow-y-auto px-4 py-4"
    >
      {children}
    </div>
  );
}

/** Wraps one element (a footer Button) so that activating it closes the surrounding Dialog. */
export function DialogClose(props: Omit<ComponentProps<typeof DialogPrimitive.Close>, 'asChild'>) {
  return <DialogPrimitive.Close data-slot="dialog-close" asChild {...props} />;
}

export { dialogVariants };
