import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** A decorative picture or icon above the title. */
  icon?: ReactNode;
  /** What is missing, e.g. 'No payslips yet'. */
  title: ReactNode;
  /** What the user can expect or do. */
  description?: ReactNode;
  /** The way out, usually a Button, e.g. 'Apply For A Job'; several are laid side by side and wrap when narrow. */
  action?: ReactNode;
  /**
   * The title's heading level, to fit the page's outline; 1 where the state stands for a whole page (an error screen).
   * @defaultValue 2
   */
  headingLevel?: 1 | 2 | 3 | 4;
  /**
   * Moves the focus to the title when the state appears, for a state that replaces the page the user was on
   * (a page that failed to load): screen readers read it out, and the next Tab goes on from there.
   * @defaultValue false
   */
  focusTitle?: boolean;
};

/** Stands where a list has nothing to show yet: says why and offers the next step. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  focusTitle = false,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <div
      data-slot="empty-state"
      className={cn('flex flex-col items-center gap-3 px-4 py-10 text-center', className)}
      {...props}
    >
      {icon && (
        <div
          data-slot="empty-state-icon"
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full bg-primary-subtle text-primary [&_svg]:size-8"
        >
          {icon}
        </div>
      )}
      <Heading
        ref={titleRef}
        tabIndex={focusTitle ? -1 : undefined}
        className="text-xl font-semibold break-words focus:outline-none [&:is(h1)]:text-2xl"
      >
        {title}
      </Heading>
      {description && <p className="max-w-md text-muted-foreground">{description}</p>}
      {action && <div className="mt-2 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
