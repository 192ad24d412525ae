import { describe, expect, it } from 'vitest';
import { swissNumberFormat, swissRelativeTimeFormat, swissShortDateFormat } from './swiss-formats';

const swissLocales = ['en-GB', 'de-CH', 'fr-CH', 'it-CH'];

/** Amounts, distances and rates as the app formats them, with the rounding edges and the signs. */
const numbers = [
  0,
  -0,
  1,
  7,
  29,
  29.5,
  32.25,
  999,
  1000,
  5200,
  9999,
  12_000,
  99_999.5,
  123_456,
  1_234_567,
  1_000_000_000,
  0.05,
  0.004,
  0.005,
  0.015,
  1.005,
  2.675,
  12.34,
  12.35,
  12.349,
  1234.56,
  9.995,
  99.95,
  999.9999,
  -3.2,
  -0.004,
  -1234.5,
  4.1e-7,
  1e21,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  ...Array.from({ length: 400 }, (_, index) => Math.round(Math.sin(index + 1) * 10 ** (index % 9) * 1000) / 1000),
];

const fractionOptions: Intl.NumberFormatOptions[] = [
  { minimumFractionDigits: 0, maximumFractionDigits: 0 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { maximumFractionDigits: 1 },
  { maximumFractionDigits: 2 },
  { minimumFractionDigits: 1 },
  {},
];

describe('the Swiss formats write what Intl writes', () => {
  it.each(swissLocales)('numbers in %s', (locale) => {
    for (const options of fractionOptions) {
      const format = swissNumberFormat(locale, options)!;
      const intl = new Intl.NumberFormat(locale, options);
      for (const value of numbers)
        expect(format.format(value), `${value} ${JSON.stringify(options)}`).toBe(intl.format(value));
    }
  });

  it.each(swissLocales)('short dates in %s, every day of two years', (locale) => {
    const format = swissShortDateFormat(locale)!;
    const intl = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      expect(format.format(new Date(day))).toBe(intl.format(new Date(day)));
    }
  });

  it.each(swissLocales)('days, weeks and months ago in %s', (locale) => {
    const format = swissRelativeTimeFormat(locale, { numeric: 'auto' })!;
    const intl = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    for (const unit of ['day', 'week', 'month'] as const) {
      for (let count = 0; count <= 1200; count++) expect(format.format(-count, unit)).toBe(intl.format(-count, unit));
      for (const value of [1, 3, -1.5]) expect(format.format(value, unit)).toBe(intl.format(value, unit));
    }
  });
});

describe('what the Swiss formats leave to Intl', () => {
  it('another locale or another option is not theirs', () => {
    expect(swissNumberFormat('en-US', {})).toBeUndefined();
    expect(swissNumberFormat(undefined, {})).toBeUndefined();
    expect(swissNumberFormat('de-CH', { style: 'percent' })).toBeUndefined();
    expect(swissNumberFormat('de-CH', { minimumFractionDigits: 3, maximumFractionDigits: 1 })).toBeUndefined();
    expect(swissShortDateFormat('es-ES')).toBeUndefined();
    expect(swissRelativeTimeFormat('de-CH', { numeric: 'always' })).toBeUndefined();
    expect(swissRelativeTimeFormat('de-CH', { numeric: 'auto', style: 'short' })).toBeUndefined();
  });
});
