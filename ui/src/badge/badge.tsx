import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      variant: {
        neutral: 'bg-muted text-muted-foreground',
        primary: 'bg-primary-subtle text-primary',
        success: 'bg-success-subtle text-success',
        warning: 'bg-warning-subtle text-warning',
        danger: 'bg-danger-subtle text-danger',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

export type BadgeProps = ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & {
    /**
     * Puts a dot in the badge's colour before the text, the status-dot look ('Active', 'Verified').
     * @defaultValue false
     */
    dot?: boolean;
  };

/** A short status or label, e.g. 'Active', 'Applied', 'Temporary'. The text carries the meaning; colour only repeats it. */
export function Badge({ variant, dot = false, className, children, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-variant={variant ?? 'neutral'}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    >
      {dot && <span data-slot="badge-dot" aria-hidden="true" className="size-2 rounded-full bg-current" />}
      {children}
    </span>
  );
}

export { badgeVariants };
