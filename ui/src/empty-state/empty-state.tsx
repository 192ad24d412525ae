import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** A decorative picture or icon above the title. */
  icon?: ReactNode;
  /** What is missing, e.g. 'No payslips yet'. */
  title: ReactNode;
  /** What the user can expect or do. */
  description?: ReactNode;
  /** The way out, usually a Button, e.g. 'Apply For A Job'. */
  action?: ReactNode;
  /**
   * The title's heading level, to fit the page's outline.
   * @defaultValue 2
   */
  headingLevel?: 2 | 3 | 4;
};

/** Stands where a list has nothing to show yet: says why and offers the next step. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
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
      <Heading className="text-xl font-semibold break-words">{title}</Heading>
      {description && <p className="max-w-md text-muted-foreground">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
