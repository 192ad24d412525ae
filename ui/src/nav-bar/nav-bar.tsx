import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { ChevronDownIcon, CrossIcon, MenuIcon } from '../lib/icons';
import { renderAnchor, type RenderLink } from '../lib/render-link';
import type { Translations } from '../lib/translations';

export interface NavBarLink {
  /** Where the link goes. */
  href: string;
  /** The link's text, e.g. 'Explore'. */
  label: string;
  /** Marks the link of the page the user is on: highlighted, and `aria-current="page"`. */
  current?: boolean;
  /** Marks a page with something new the user has not looked at: a dot, and words for screen readers. */
  unread?: boolean;
}

export interface NavBarLanguage {
  /** The value passed to `onLanguageChange`, e.g. 'de'. */
  value: string;
  /** The language's name in that language, e.g. 'Deutsch'. */
  label: string;
  /** Shows the language without letting the user pick it. */
  disabled?: boolean;
}

/** The component's own words, in English; `text` overrides some or all of them. */
export const navBarText = {
  /** The drop-down's accessible name; screen readers say it before the current language. */
  language: 'Language',
  /** The Support item's text. */
  support: 'Support',
  /** The accessible name of the menu button shown on narrow screens. */
  menu: 'Menu',
  /** Read out after the name of a link marked unread, and of the menu button that hides one. */
  unread: 'new updates',
};
export type NavBarText = typeof navBarText;

/** The bar's own words in every language. */
export const navBarTranslations: Translations<NavBarText> = {
  en: navBarText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

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
   * The component's words, merged over the English defaults.
   * @defaultValue navBarText
   */
  text?: Partial<NavBarText>;
  /** Where Support goes; without it, Support is shown as text. */
  supportHref?: string;
  /**
   * Names the navigation landmark.
   * @defaultValue 'Main'
   */
  label?: string;
};

const linkClassName =
  'focus-ring inline-flex min-h-control items-center gap-1.5 rounded-md px-3 font-medium text-foreground hover:bg-muted aria-[current=page]:bg-primary-subtle aria-[current=page]:text-primary';

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
  text: textOverrides,
  supportHref,
  label = 'Main',
  className,
  ...props
}: NavBarProps) {
  const text = { ...navBarText, ...textOverrides };
  const [menuOpen, setMenuOpen] = useState(false);

  const hasUnread = links.some((link) => link.unread);
  const unreadMarker = (
    <>
      <span data-slot="nav-bar-unread" aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-danger" />
      <span className="sr-only">{` (${text.unread})`}</span>
    </>
  );
  const linkContent = (link: NavBarLink) =>
    link.unread ? (
      <>
        {link.label}
        {unreadMarker}
      </>
    ) : (
      link.label
    );

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
              {linkContent(link)}
            </span>
          ) : (
            renderLink({
              href: link.href,
              children: linkContent(link),
              'aria-current': link.current ? 'page' : undefined,
              className: cn(linkClassName, orientation === 'column' && 'w-full'),
              onClick: () => setMenuOpen(false),
            })
          )}
        </li>
      ))}
    </ul>
  );

  const languageSelectId = useId();
  const menuId = useId();
  const menuShown = menuOpen && !disabled;

  return (
    <header
      data-slot="nav-bar"
      data-disabled={disabled || undefined}
      className={cn('border-b border-border bg-background', className)}
      {...props}
    >
      <nav aria-label={label} className="mx-auto flex max-w-7xl flex-col px-4">
        {/* At 320 px the language and support links wrap under the brand instead of widening the page. */}
        <div className="flex min-h-control-lg flex-wrap items-center gap-2 py-2">
          <Button
            variant="ghost"
            size="icon"
            aria-expanded={menuShown}
            aria-controls={menuId}
            disabled={disabled}
            onClick={() => setMenuOpen(!menuOpen)}
            className="relative -ml-2 md:hidden"
          >
            {menuShown ? <CrossIcon /> : <MenuIcon />}
            <span className="sr-only">{text.menu}</span>
            {/* The menu hides the links; its button tells that one of them has news. */}
            {hasUnread && !menuShown && <span className="absolute top-2 right-2 flex">{unreadMarker}</span>}
          </Button>
          {brand && <div className="mr-2 flex shrink-0 items-center">{brand}</div>}
          <div className="hidden md:flex">{renderLinks('row')}</div>
          <div className="ml-auto flex items-center gap-1">
            {languages && languages.length > 0 && (
              // A native select: every platform's own picker, fully keyboard and screen-reader operable,
              // and none of a menu library's weight on the first page a visitor loads.
              <div data-slot="nav-bar-languages" className="relative flex items-center">
                <label htmlFor={languageSelectId} className="sr-only">
                  {text.language}
                </label>
                <select
                  id={languageSelectId}
                  value={language}
                  disabled={disabled}
                  onChange={(event) => onLanguageChange?.(event.target.value)}
                  className="focus-ring min-h-control-sm cursor-pointer appearance-none rounded-md bg-transparent py-1 pr-8 pl-3 text-sm font-medium text-foreground hover:bg-muted disabled:cursor-not-allowed disabled:opacity-55"
                >
                  {languages.map((option) => (
                    <option key={option.value} value={option.value} disabled={option.disabled}>
                      {option.label}
                    </option>
                  ))}
                </select>
                <ChevronDownIcon className="pointer-events-none absolute right-2 size-4 text-muted-foreground" />
              </div>
            )}
            {supportHref && !disabled ? (
              renderLink({ href: supportHref, children: text.support, className: linkClassName })
            ) : (
              <span
                data-slot="nav-bar-support"
                aria-disabled={disabled || undefined}
                className="px-3 text-sm font-medium text-muted-foreground"
              >
                {text.support}
              </span>
            )}
          </div>
        </div>
        <div
          id={menuId}
          data-slot="nav-bar-menu"
          data-state={menuShown ? 'open' : 'closed'}
          hidden={!menuShown}
          className="pb-3 md:hidden"
        >
          {menuShown && renderLinks('column')}
        </div>
      </nav>
    </header>
  );
}
