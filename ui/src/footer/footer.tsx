import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { renderAnchor, type RenderLink } from '../lib/render-link';
import type { Translations } from '../lib/translations';

export interface FooterLink {
  /** Where the link goes. */
  href: string;
  /** The link's text, e.g. 'Imprint' or 'GAV Personalverleih'. */
  label: string;
}

/** The component's own words, in English; `text` overrides some or all of them. */
export const footerText = {
  /** Names the list of links for screen readers. */
  links: 'Legal',
};
export type FooterText = typeof footerText;

/** The footer's own words in every language. */
export const footerTranslations: Translations<FooterText> = {
  en: footerText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

export type FooterProps = ComponentProps<'footer'> & {
  /** The legal links: Imprint, Privacy Policy, Terms & Conditions, GAV Personalverleih. */
  links: FooterLink[];
  /** The copyright line, e.g. '© 2024 jumpers AG. All rights reserved.'. */
  copyright: ReactNode;
  /**
   * The component's words, merged over the English defaults.
   * @defaultValue footerText
   */
  text?: Partial<FooterText>;
  /**
   * Renders each link; pass the router's link here.
   * @defaultValue a plain `<a>`
   */
  renderLink?: RenderLink;
};

/** The page footer: the legal links and the copyright line. */
export function Footer({
  links,
  copyright,
  text: textOverrides,
  renderLink = renderAnchor,
  className,
  ...props
}: FooterProps) {
  const text = { ...footerText, ...textOverrides };
  return (
    <footer
      data-slot="footer"
      className={cn(
        'flex flex-col items-center gap-3 border-t border-border bg-surface px-4 py-6 text-sm text-muted-foreground md:flex-row md:justify-between',
        className,
      )}
      {...props}
    >
      <nav aria-label={text.links}>
        <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1">
          {links.map((link) => (
            <li key={link.href}>
              {renderLink({
                href: link.href,
                children: link.label,
                className:
                  'focus-ring inline-flex min-h-target items-center rounded-sm text-foreground underline-offset-4 hover:underline',
              })}
            </li>
          ))}
        </ul>
      </nav>
      <p data-slot="footer-copyright" className="text-center">
        {copyright}
      </p>
    </footer>
  );
}
