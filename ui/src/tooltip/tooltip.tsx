import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

export type TooltipProps = Omit<ComponentProps<typeof TooltipPrimitive.Content>, 'content'> & {
  /** The hint shown on hover and on keyboard focus; it also describes the trigger to screen readers. */
  content: ReactNode;
  /** The one focusable element the tooltip belongs to (a Button, say). */
  children: ReactNode;
  /**
   * Milliseconds the pointer rests on the trigger before the hint shows (keyboard focus shows it at once).
   * @defaultValue 300
   */
  delayDuration?: number;
  /** Whether the hint is shown (controlled). */
  open?: boolean;
  /** Called when the hint shows or hides. */
  onOpenChange?: (open: boolean) => void;
};

/** A short hint for an element, e.g. the name of an icon button. Escape hides it. */
export function Tooltip({
  content,
  children,
  delayDuration = 300,
  open,
  onOpenChange,
  sideOffset = 6,
  className,
  ...props
}: TooltipProps) {
  const [shown, setShown] = useControllableState({
    prop: open,
    defaultProp: false,
    onChange: onOpenChange,
    caller: 'Tooltip',
  });
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root open={shown} onOpenChange={setShown}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        {/* Hidden, it renders no portal, for the reason the Dialog gives (dialog/dialog.tsx). */}
        {shown && (
          <TooltipPrimitive.Portal>
            <TooltipPrimitive.Content
              data-slot="tooltip"
              sideOffset={sideOffset}
              className={cn(
                'z-50 max-w-xs rounded-md bg-foreground px-3 py-1.5 text-sm text-background shadow-overlay',
                className,
              )}
              {...props}
            >
              {content}
              <TooltipPrimitive.Arrow className="fill-foreground" />
            </TooltipPrimitive.Content>
          </TooltipPrimitive.Portal>
        )}
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
