import type { ComponentProps } from 'react';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { ChevronLeftIcon, ChevronRightIcon } from '../lib/icons';
import type { Translations } from '../lib/translations';

const MAX_PAGE_NUMBERS = 5;

/** The page numbers to show: at most five, the current page in the middle where there is room. */
export function visiblePages(page: number, totalPages: number): number[] {
  const count = Math.min(MAX_PAGE_NUMBERS, totalPages);
  const first = Math.min(Math.max(1, page - Math.floor(MAX_PAGE_NUMBERS / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

/** The component's own words, in English; `text` overrides some or all of them. */
export const paginationText = {
  /** The previous button's text. */
  previous: 'Previous',
  /** The next button's text. */
  next: 'Next',
  /** The accessible name of a page number. */
  page: (page: number) => `Page ${page}`,
};
export type PaginationText = typeof paginationText;

/** The pagination's own words in every language. */
export const paginationTranslations: Translations<PaginationText> = {
  en: paginationText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

export type PaginationProps = Omit<ComponentProps<'nav'>, 'onChange'> & {
  /** The current page, counted from 1. */
  page: number;
  /** How many pages there are; with one page or none, nothing is rendered. */
  totalPages: number;
  /** Called with the page the user picked. */
  onPageChange: (page: number) => void;
  /**
   * Names the navigation landmark.
   * @defaultValue 'Pagination'
   */
  label?: string;
  /**
   * The component's words, merged over the English defaults.
   * @defaultValue paginationText
   */
  text?: Partial<PaginationText>;
};

/** Previous, at most five page numbers around the current one, and next. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  label = 'Pagination',
  text: textOverrides,
  className,
  ...props
}: PaginationProps) {
  const text = { ...paginationText, ...textOverrides };
  if (totalPages <= 1) return null;
  return (
    <nav
      data-slot="pagination"
      aria-label={label}
      className={cn('flex flex-wrap items-center justify-center gap-1', className)}
      {...props}
    >
      <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)} className="px-2">
        <ChevronLeftIcon />
        <span className="max-sm:sr-only">{text.previous}</span>
      </Button>
      <ul className="flex items-center gap-1">
        {visiblePages(page, totalPages).map((number) => (
          <li key={number}>
            <Button
              variant={number === page ? 'primary' : 'ghost'}
              size="sm"
              aria-label={text.page(number)}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onPageChange(number)}
              className="min-w-control-sm px-2 tabular-nums"
            >
              {number}
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="ghost"
        size="sm"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
        className="px-2"
      >
        <span className="max-sm:sr-only">{text.next}</span>
        <ChevronRightIcon />
      </Button>
    </nav>
  );
}
