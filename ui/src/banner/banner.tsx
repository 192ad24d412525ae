import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { AlertIcon, CheckIcon, CrossIcon } from '../lib/icons';
import type { Translations } from '../lib/translations';

const bannerVariants = cva(
  'flex items-start gap-3 rounded-md border p-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0',
  {
    variants: {
      variant: {
        error: 'border-danger bg-danger-subtle text-danger',
        warning: 'border-warning bg-warning-subtle text-warning',
        success: 'border-success bg-success-subtle text-success',
        info: 'border-secondary bg-secondary-subtle text-secondary',
      },
    },
    defaultVariants: { variant: 'error' },
  },
);

/** The component's own words, in English; `text` overrides some or all of them. */
export const bannerText = {
  /** The accessible name of the dismiss button. */
  dismiss: 'Dismiss',
};
export type BannerText = typeof bannerText;

/** The banner's own words in every language. */
export const bannerTranslations: Translations<BannerText> = {
  en: bannerText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

export type BannerProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof bannerVariants> & {
    /** A bold first line. */
    title?: ReactNode;
    /** Shows a dismiss button that calls this. */
    onDismiss?: () => void;
    /**
     * The component's words, merged over the English defaults.
     * @defaultValue bannerText
     */
    text?: Partial<BannerText>;
  };

/**
 * A message across the top of a form or page, e.g. the server's error after a failed
 * registration. Errors and warnings are alerts, read out as soon as they appear.
 */
export function Banner({ variant, title, onDismiss, text: textOverrides, className, children, ...props }: BannerProps) {
  const text = { ...bannerText, ...textOverrides };
  const tone = variant ?? 'error';
  return (
    <div
      data-slot="banner"
      data-variant={tone}
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={cn(bannerVariants({ variant }), className)}
      {...props}
    >
      {tone === 'success' ? <CheckIcon /> : <AlertIcon />}
      <div className="min-w-0 flex-1 break-words">
        {title && <p className="font-semibold">{title}</p>}
        {children}
      </div>
      {onDismiss && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={text.dismiss}
          onClick={onDismiss}
          className="-my-2 -mr-2 text-current hover:bg-transparent hover:opacity-80"
        >
          <CrossIcon />
        </Button>
      )}
    </div>
  );
}

export { bannerVariants };
