import {
  type NumberFormatter,
  type RelativeTimeFormatter,
  swissNumberFormat,
  swissRelativeTimeFormat,
  swissShortDateFormat,
} from './swiss-formats';

/**
 * Intl's formatters, each made once per locale and options and then reused: making one costs far more than
 * formatting with it, and a page of job tiles formats a few dozen amounts, dates and distances on every render.
 * The amounts, short dates and "days ago" of the app's four locales are written without Intl (swiss-formats.ts), so
 * that a page of jobs renders without the browser first loading Intl's data.
 */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.ListFormat>();

function reused<Format extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.ListFormat>(
  kind: string,
  locale: string | undefined,
  options: object,
  make: () => Format,
): Format {
  const key = `${kind} ${locale ?? ''} ${JSON.stringify(options)}`;
  let format = made.get(key) as Format | undefined;
  if (!format) {
    format = make();
    made.set(key, format);
  }
  return format;
}

export const numberFormat = (locale: string | undefined, options: Intl.NumberFormatOptions = {}): NumberFormatter =>
  swissNumberFormat(locale, options) ?? reused('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string | undefined, options: Intl.DateTimeFormatOptions = {}) =>
  reused('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

const shortDateOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;

/** Day, abbreviated month and year of a UTC date: '1 Dec 2026', '1. Dez. 2026'. */
export const shortDateFormat = (locale: string | undefined) =>
  swissShortDateFormat(locale) ?? dateTimeFormat(locale, shortDateOptions);

export const relativeTimeFormat = (
  locale: string | undefined,
  options: Intl.RelativeTimeFormatOptions = {},
): RelativeTimeFormatter =>
  swissRelativeTimeFormat(locale, options) ??
  reused('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));

export const listFormat = (locale: string | undefined, options: Intl.ListFormatOptions = {}) =>
  reused('list', locale, options, () => new Intl.ListFormat(locale, options));
