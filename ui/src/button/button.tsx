import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { Spinner } from '../spinner';

const buttonVariants = cva(
  [
    'focus-ring inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-55 aria-disabled:cursor-not-allowed aria-disabled:opacity-55',
    '[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
    // High-contrast mode paints every background in the page's colour: a border keeps the button's shape.
    'forced-colors:border',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover',
        outline: 'border border-primary bg-background text-primary hover:bg-primary-subtle',
        ghost: 'bg-transparent text-foreground hover:bg-muted',
        link: 'min-h-target text-primary underline underline-offset-4 hover:text-primary-hover forced-colors:border-0',
        destructive: 'bg-danger text-danger-foreground hover:bg-danger-hover',
      },
      size: {
        sm: 'h-control-sm px-3 text-sm',
        md: 'h-control px-4 text-base',
        lg: 'h-control-lg px-6 text-lg',
        icon: 'size-control p-0',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /**
     * Renders the only child (a link, say) with the button's look instead of a `<button>`.
     * @defaultValue false
     */
    asChild?: boolean;
    /**
     * Shows a spinner, marks the button busy and ignores presses until the work ends.
     * @defaultValue false
     */
    loading?: boolean;
  };

/** The action a user takes: submit a form, open a dialog, go on to the next step. */
export function Button({
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  className,
  children,
  onClick,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-size={size ?? 'md'}
      data-loading={loading || undefined}
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={asChild ? undefined : disabled}
      // A busy button stays focusable (aria-disabled, not disabled) so focus is not lost mid-submit.
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {loading && <Spinner size="sm" />}
          {children}
        </>
      )}
    </Component>
  );
}

export { buttonVariants };
