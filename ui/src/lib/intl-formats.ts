/**
 * Intl's formatters, each made once per locale and options and then reused: making one costs far more than
 * formatting with it, and a page of job tiles formats a few dozen amounts, dates and distances on every render.
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

export const numberFormat = (locale: string | undefined, options: Intl.NumberFormatOptions = {}) =>
  reused('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string | undefined, options: Intl.DateTimeFormatOptions = {}) =>
  reused('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const relativeTimeFormat = (locale: string | undefined, options: Intl.RelativeTimeFormatOptions = {}) =>
  reused('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));

export const listFormat = (locale: string | undefined, options: Intl.ListFormatOptions = {}) =>
  reused('list', locale, options, () => new Intl.ListFormat(locale, options));
