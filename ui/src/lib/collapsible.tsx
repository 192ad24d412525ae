import * as CollapsiblePrimitive from '@radix-ui/react-collapsible';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { createContext, useContext, useId, type ComponentProps } from 'react';
import { cn } from './cn';
import { ChevronDownIcon } from './icons';

/**
 * Radix Collapsible's root and trigger, around a panel of our own. Radix's panel mounts through its Presence: each
 * one, open or not, measures itself at mount (the browser lays out the page there and then) and sets state while
 * React commits, which makes React run every effect of the page in that same task — one long task whenever a page
 * with a few of them arrives. None of these panels animates, so a plain element that is hidden while closed does.
 */
const CollapsiblePanel = createContext<{ open: boolean; panelId: string } | null>(null);

function usePanel() {
  const panel = useContext(CollapsiblePanel);
  if (!panel) throw new Error('A CollapsibleToggle or CollapsibleContent sits inside a Collapsible.');
  return panel;
}

export type CollapsibleProps = ComponentProps<typeof CollapsiblePrimitive.Root>;

/** Shows and hides its CollapsibleContent with its CollapsibleToggle; open or closed by itself, or as told. */
export function Collapsible({ open: openProp, defaultOpen = false, onOpenChange, ...props }: CollapsibleProps) {
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'Collapsible',
  });
  const panelId = useId();
  return (
    <CollapsiblePanel value={{ open, panelId }}>
      <CollapsiblePrimitive.Root open={open} onOpenChange={setOpen} {...props} />
    </CollapsiblePanel>
  );
}

/** What the toggle shows and hides; its content is rendered only while open. */
export function CollapsibleContent({ children, ...props }: ComponentProps<'div'>) {
  const { open, panelId } = usePanel();
  return (
    <div id={panelId} data-state={open ? 'open' : 'closed'} hidden={!open} {...props}>
      {open && children}
    </div>
  );
}

export type CollapsibleToggleProps = Omit<ComponentProps<typeof CollapsiblePrimitive.Trigger>, 'children'> & {
  /** The toggle's text while the content is hidden, e.g. 'Read more'. */
  show: string;
  /** The toggle's text while the content is shown, e.g. 'Read less'. */
  hide: string;
};

/** The link-like toggle of a Collapsible: its text says what pressing does, its chevron turns. */
export function CollapsibleToggle({ show, hide, className, ...props }: CollapsibleToggleProps) {
  const { panelId } = usePanel();
  return (
    <CollapsiblePrimitive.Trigger
      aria-controls={panelId}
      className={cn(
        'group/toggle focus-ring inline-flex min-h-target cursor-pointer items-center gap-1 self-start rounded-sm text-sm font-semibold text-primary hover:text-primary-hover [&_svg]:size-4 [&_svg]:transition-transform data-[state=open]:[&_svg]:rotate-180',
        className,
      )}
      {...props}
    >
      <span className="group-data-[state=open]/toggle:hidden">{show}</span>
      <span className="group-data-[state=closed]/toggle:hidden">{hide}</span>
      <ChevronDownIcon />
    </CollapsiblePrimitive.Trigger>
  );
}
