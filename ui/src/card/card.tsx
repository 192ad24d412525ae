import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

const cardVariants = cva('flex flex-col gap-4 rounded-lg bg-background p-4 text-foreground', {
  variants: {
    variant: {
      elevated: 'shadow-card',
      outline: 'border border-border',
      muted: 'bg-surface',
    },
  },
  defaultVariants: { variant: 'elevated' },
});

export type CardProps = ComponentProps<'div'> & VariantProps<typeof cardVariants>;

/** A box that groups one thing: a job, an application, a profile summary. */
export function Card({ variant, className, ...props }: CardProps) {
  return (
    <div
      data-slot="card"
      data-variant={variant ?? 'elevated'}
      className={cn(cardVariants({ variant }), className)}
      {...props}
    />
  );
}

/** The card's top row: title, description and, on the right, actions. */
export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('flex flex-col gap-1', className)} {...props} />;
}

export type CardTitleProps = ComponentProps<'h3'> & {
  /**
   * The heading level that fits the page's outline.
   * @defaultValue 3
   */
  level?: 2 | 3 | 4;
};

/** The card's heading. */
export function CardTitle({ level = 3, className, ...props }: CardTitleProps) {
  const Heading = `h${level}` as const;
  return <Heading data-slot="card-title" className={cn('text-lg font-semibold break-words', className)} {...props} />;
}

/** A line under the title, e.g. the company. */
export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

/** The card's main content. */
export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('flex flex-col gap-2', className)} {...props} />;
}

/** The card's actions, at the bottom. */
export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('flex flex-wrap items-center gap-2', className)} {...props} />;
}

export { cardVariants };
