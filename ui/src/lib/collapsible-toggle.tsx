import * as CollapsiblePrimitive from '@radix-ui/react-collapsible';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { ChevronDownIcon } from './icons';

export type CollapsibleToggleProps = Omit<ComponentProps<typeof CollapsiblePrimitive.Trigger>, 'children'> & {
  /** The toggle's text while the content is hidden, e.g. 'Read more'. */
  show: string;
  /** The toggle's text while the content is shown, e.g. 'Read less'. */
  hide: string;
};

/** The link-like toggle of a Radix Collapsible: its text says what pressing does, its chevron turns. */
export function CollapsibleToggle({ show, hide, className, ...props }: CollapsibleToggleProps) {
  return (
    <CollapsiblePrimitive.Trigger
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
