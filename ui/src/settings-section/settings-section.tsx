import { useId, type ComponentProps, type ReactNode } from 'react';
import { cardVariants } from '../card';
import { cn } from '../lib/cn';

export type SettingsSectionProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** The section's heading, which also names its region, e.g. 'Notifications'. */
  title: ReactNode;
  /** The lead under the heading: what the section is for. */
  description?: ReactNode;
  /**
   * The heading level that fits the page's outline; 2 under the settings page's own heading.
   * @defaultValue 2
   */
  headingLevel?: 2 | 3 | 4;
  /** The section's controls and content, below the lead. */
  children?: ReactNode;
};

/**
 * One titled section of a settings page (notifications, job alerts, the app): a card that is a region named by its
 * heading, so that screen readers list it among the page's landmarks and tests find it by that name.
 */
export function SettingsSection({
  title,
  description,
  headingLevel = 2,
  children,
  className,
  ...props
}: SettingsSectionProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  return (
    <section
      data-slot="settings-section"
      aria-labelledby={headingId}
      className={cn(cardVariants(), 'p-6', className)}
      {...props}
    >
      <Heading id={headingId} data-slot="settings-section-title" className="text-xl font-semibold break-words">
        {title}
      </Heading>
      {description && (
        <p data-slot="settings-section-description" className="text-muted-foreground">
          {description}
        </p>
      )}
      {children}
    </section>
  );
}
