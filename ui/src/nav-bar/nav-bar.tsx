import * as CollapsiblePrimitive from '@radix-ui/react-collapsible';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { CheckIcon, ChevronDownIcon, CrossIcon, MenuIcon } from '../lib/icons';
import { renderAnchor, type RenderLink } from '../lib/render-link';

export interface NavBarLink {
  /** Where the link goes. */
  href: string;
  /** The link's text, e.g. 'Explore'. */
  label: string;
  /** Marks the link of the page the user is on: highlighted, and `aria-current="page"`. */
  current?: boolean;
}

export interface NavBarLanguage {
  /** The value passed to `onLanguageChange`, e.g. 'de'. */
  value: string;
  /** The language's name in that language, e.g. 'Deutsch'. */
  label: string;
  /** Shows the language without letting the user pick it. */
  disabled?: boolean;
}

export type NavBarProps = ComponentProps<'header'> & {
  /** The logo, usually a link home; it stays visible on every width. */
  brand?: ReactNode;
  /** The main links, in order. */
  links: NavBarLink[];
  /**
   * Renders each link; pass the router's link here.
   * @defaultValue a plain `<a>`
   */
  renderLink?: RenderLink;
  /**
   * Shows the bar without letting the user use it, e.g. while documents must be uploaded first.
   * @defaultValue false
   */
  disabled?: boolean;
  /** The languages of the drop-down; without them there is no drop-down. */
  languages?: NavBarLanguage[];
  /** The value of the current language. */
  language?: string;
  /** Called with the value of the language the user picked. */
  onLanguageChange?: (language: string) => void;
  /**
   * What screen readers say before the current language on the drop-down's button.
   * @defaultValue 'Language'
   */
  languageLabel?: string;
  /**
   * The Support item's text.
   * @defaultValue 'Support'
   */
  supportLabel?: string;
  /** Where Support goes; without it, Support is shown as text. */
  supportHref?: string;
  /**
   * Names the navigation landmark.
   * @defaultValue 'Main'
   */
  label?: string;
  /**
   * The accessible name of the menu button shown on narrow screens.
   * @defaultValue 'Menu'
   */
  menuLabel?: string;
};

const linkClassName =
  'focus-ring inline-flex min-h-control items-center rounded-md px-3 font-medium text-foreground hover:bg-muted aria-[current=page]:bg-primary-subtle aria-[current=page]:text-primary';

/**
 * The top bar: brand, main links with the current one highlighted, and on the right a language
 * drop-down and Support. Below 768 px the links fold into a menu button.
 */
export function NavBar({
  brand,
  links,
  renderLink = renderAnchor,
  disabled = false,
  languages,
  language,
  onLanguageChange,
  languageLabel = 'Language',
  supportLabel = 'Support',
  supportHref,
  label = 'Main',
  menuLabel = 'Menu',
  className,
  ...props
}: NavBarProps) {
  const [menuOpen, setMenuOpen] = useState(false);

  const renderLinks = (orientation: 'row' | 'column') => (
    <ul className={cn('flex gap-1', orientation === 'column' && 'flex-col')}>
      {links.map((link) => (
        <li key={link.href} className="flex">
          {disabled ? (
            <span
              data-slot="nav-bar-link"
              aria-disabled="true"
              className={cn(linkClassName, 'cursor-not-allowed opacity-55 hover:bg-transparent')}
            >
              {link.label}
            </span>
          ) : (
            renderLink({
              href: link.href,
              children: link.label,
              'aria-current': link.current ? 'page' : undefined,
              className: cn(linkClassName, orientation === 'column' && 'w-full'),
              onClick: () => setMenuOpen(false),
            })
          )}
        </li>
      ))}
    </ul>
  );

  const currentLanguage = languages?.find((option) => option.value === language);

  return (
    <CollapsiblePrimitive.Root open={menuOpen && !disabled} onOpenChange={setMenuOpen} asChild>
      <header
        data-slot="nav-bar"
        data-disabled={disabled || undefined}
        className={cn('border-b border-border bg-background', className)}
        {...props}
      >
        <nav aria-label={label} className="mx-auto flex max-w-7xl flex-col px-4">
          <div className="flex min-h-control-lg items-center gap-2 py-2">
            <CollapsiblePrimitive.Trigger asChild>
              <Button
                variant="ghost"
                size="icon"
                aria-label={menuLabel}
                disabled={disabled}
                className="-ml-2 md:hidden"
              >
                {menuOpen ? <CrossIcon /> : <MenuIcon />}
              </Button>
            </CollapsiblePrimitive.Trigger>
            {brand && <div className="mr-2 flex shrink-0 items-center">{brand}</div>}
            <div className="hidden md:flex">{renderLinks('row')}</div>
            <div className="ml-auto flex items-center gap-1">
              {languages && languages.length > 0 && (
                // Not modal: the rest of the page stays in the accessibility tree while the short list is open.
                <DropdownMenu.Root modal={false}>
                  <DropdownMenu.Trigger asChild disabled={disabled}>
                    <Button variant="ghost" size="sm" aria-label={`${languageLabel}: ${currentLanguage?.label ?? ''}`}>
                      {currentLanguage?.label}
                      <ChevronDownIcon />
                    </Button>
                  </DropdownMenu.Trigger>
                  <DropdownMenu.Portal>
                    <DropdownMenu.Content
                      data-slot="nav-bar-languages"
                      align="end"
                      sideOffset={4}
                      className="z-50 min-w-40 rounded-md border border-border bg-background p-1 shadow-overlay"
                    >
                      <DropdownMenu.RadioGroup value={language} onValueChange={onLanguageChange}>
                        {languages.map((option) => (
                          <DropdownMenu.RadioItem
                            key={option.value}
                            value={option.value}
                            disabled={option.disabled}
                            className="flex min-h-control-sm cursor-pointer items-center gap-2 rounded-sm px-2 text-sm outline-hidden select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-55 data-[highlighted]:bg-muted"
                          >
                            <span className="flex size-4 items-center justify-center [&_svg]:size-4">
                              <DropdownMenu.ItemIndicator>
                                <CheckIcon />
                              </DropdownMenu.ItemIndicator>
                            </span>
                            {option.label}
                          </DropdownMenu.RadioItem>
                        ))}
                      </DropdownMenu.RadioGroup>
                    </DropdownMenu.Content>
                  </DropdownMenu.Portal>
                </DropdownMenu.Root>
              )}
              {supportHref && !disabled ? (
                renderLink({ href: supportHref, children: supportLabel, className: linkClassName })
              ) : (
                <span
                  data-slot="nav-bar-support"
                  aria-disabled={disabled || undefined}
                  className="px-3 text-sm font-medium text-muted-foreground"
                >
                  {supportLabel}
                </span>
              )}
            </div>
          </div>
          <CollapsiblePrimitive.Content data-slot="nav-bar-menu" className="pb-3 md:hidden">
            {renderLinks('column')}
          </CollapsiblePrimitive.Content>
        </nav>
      </header>
    </CollapsiblePrimitive.Root>
  );
}
