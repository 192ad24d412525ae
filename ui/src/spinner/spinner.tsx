import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

// With reduced motion the ring does not turn: it fades in and out (opacity is not motion), so that it still says
// that something is under way.
const spinnerVariants = cva(
  'inline-block shrink-0 motion-safe:animate-spin motion-reduce:animate-pulse rounded-full border-current border-r-transparent',
  {
    variants: {
      size: {
        sm: 'size-4 border-2',
        md: 'size-6 border-[3px]',
        lg: 'size-10 border-4',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type SpinnerProps = ComponentProps<'span'> &
  VariantProps<typeof spinnerVariants> & {
    /**
     * Text a screen reader announces. Leave it out when the spinner sits inside a control that
     * already says it is busy.
     */
    label?: string;
  };

/** A turning ring that shows work in progress. */
export function Spinner({ size, label, className, ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      data-size={size ?? 'md'}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn(spinnerVariants({ size }), className)}
      {...props}
    />
  );
}
