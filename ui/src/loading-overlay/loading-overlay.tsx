import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { Spinner } from '../spinner';

const loadingOverlayVariants = cva('z-40 flex items-center justify-center bg-background/75 text-primary', {
  variants: {
    cover: {
      content: 'absolute inset-0',
      screen: 'fixed inset-0',
    },
  },
  defaultVariants: { cover: 'content' },
});

export type LoadingOverlayProps = ComponentProps<'div'> &
  VariantProps<typeof loadingOverlayVariants> & {
    /** While true, a spinner covers the content and the content cannot be used. */
    loading: boolean;
    /**
     * What screen readers announce while loading.
     * @defaultValue 'Loading'
     */
    label?: string;
  };

/**
 * Covers its content (or, with `cover="screen"`, the whole screen) with a spinner while data
 * loads or a form is sent; the content underneath is kept but inert, so nothing is pressed twice.
 */
export function LoadingOverlay({
  loading,
  label = 'Loading',
  cover,
  className,
  children,
  ...props
}: LoadingOverlayProps) {
  return (
    <div
      data-slot="loading-overlay"
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      className={cn('relative', className)}
      {...props}
    >
      <div inert={loading} className="contents">
        {children}
      </div>
      {loading && (
        <div data-slot="loading-overlay-cover" className={loadingOverlayVariants({ cover })}>
          <Spinner size="lg" label={label} />
        </div>
      )}
    </div>
  );
}

export { loadingOverlayVariants };
