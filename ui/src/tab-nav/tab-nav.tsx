import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { renderAnchor, type RenderLink } from '../lib/render-link';

export interface TabNavLink {
  href: string;
  label: string;
  /** Marks the tab of the page the user is on: underlined, and `aria-current="page"`. */
  current?: boolean;
}

export type TabNavProps = Omit<ComponentProps<'nav'>, 'aria-label'> & {
  links: readonly TabNavLink[];
  /** Names the navigation landmark, e.g. 'Profile sections'. */
  label: string;
  /**
   * Renders each tab's link; the app passes its router's link.
   * @defaultValue a plain anchor
   */
  renderLink?: RenderLink;
};

/**
 * A page's top tab bar whose tabs are pages of their own (routes): links in a navigation landmark,
 * the current one underlined and marked `aria-current="page"`. Tab and Enter move and follow, as
 * with any link; on narrow screens the row scrolls sideways.
 */
export function TabNav({ links, label, renderLink = renderAnchor, className, ...props }: TabNavProps) {
  return (
    <nav data-slot="tab-nav" aria-label={label} className={cn('max-w-full', className)} {...props}>
      <ul className="flex w-full gap-1 overflow-x-auto border-b border-border">
        {links.map((link) => (
          <li key={link.href} className="flex shrink-0">
            {renderLink({
              href: link.href,
              children: link.label,
              'aria-current': link.current ? 'page' : undefined,
              className:
                'focus-ring -mb-px inline-flex min-h-control items-center border-b-2 border-transparent px-3 font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground aria-[current=page]:border-primary aria-[current=page]:text-primary',
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
