import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Collapsible, CollapsibleContent, CollapsibleToggle } from '../lib/collapsible';
import type { Translations } from '../lib/translations';

/** The component's own words, in English; `text` overrides some or all of them. */
export const collapsibleSectionText = {
  /** The toggle's text while the rest is hidden. */
  more: 'Read more',
  /** The toggle's text while everything is shown. */
  less: 'Read less',
};
export type CollapsibleSectionText = typeof collapsibleSectionText;

/** The section's own words in every language. */
export const collapsibleSectionTranslations: Translations<CollapsibleSectionText> = {
  en: collapsibleSectionText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

export type CollapsibleSectionProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** The section's heading, e.g. 'Work experience'. */
  title: ReactNode;
  /**
   * The heading level that fits the page's outline.
   * @defaultValue 3
   */
  headingLevel?: 2 | 3 | 4;
  /** Controls beside the heading, e.g. an add button. */
  actions?: ReactNode;
  /** What is always shown, e.g. the first item of a list. */
  children?: ReactNode;
  /** What 'Read more' reveals; without it there is no toggle. */
  more?: ReactNode;
  /** Whether the hidden part is shown (controlled). */
  open?: boolean;
  /**
   * Whether the hidden part starts shown (uncontrolled).
   * @defaultValue false
   */
  defaultOpen?: boolean;
  /** Called when the user shows or hides the hidden part. */
  onOpenChange?: (open: boolean) => void;
  /**
   * The component's words, merged over the English defaults.
   * @defaultValue collapsibleSectionText
   */
  text?: Partial<CollapsibleSectionText>;
};

/** A titled section that shows its first part and reveals the rest with a 'Read more' toggle. */
export function CollapsibleSection({
  title,
  headingLevel = 3,
  actions,
  children,
  more,
  open,
  defaultOpen = false,
  onOpenChange,
  text: textOverrides,
  className,
  ...props
}: CollapsibleSectionProps) {
  const text = { ...collapsibleSectionText, ...textOverrides };
  const Heading = `h${headingLevel}` as const;
  return (
    <Collapsible open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} asChild>
      <section
        data-slot="collapsible-section"
        className={cn('flex flex-col gap-3 rounded-lg border border-border bg-background p-4', className)}
        {...props}
      >
        <div className="flex items-center justify-between gap-2">
          <Heading className="text-lg font-semibold break-words">{title}</Heading>
          {actions && <div className="flex shrink-0 items-center gap-1">{actions}</div>}
        </div>
        {children}
        {more && (
          <>
            <CollapsibleContent data-slot="collapsible-section-more">{more}</CollapsibleContent>
            <CollapsibleToggle data-slot="collapsible-section-toggle" show={text.more} hide={text.less} />
          </>
        )}
      </section>
    </Collapsible>
  );
}
