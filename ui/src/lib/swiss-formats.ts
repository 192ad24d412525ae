/**
 * Numbers, short dates and "days ago" in the app's four locales, written exactly as Intl writes them but without
 * Intl: a page's first Intl formatter makes the browser load its number and date data, 30–80 ms on a laptop and
 * four times that on a phone, in the middle of the first render of a page of jobs. swiss-formats.test.ts holds every
 * format here to Intl's own output; intl-formats.ts hands any other locale or option to Intl.
 */

interface SwissLocale {
  group: string;
  decimal: string;
  /** The fewest integer digits that are grouped: Italian writes 5200 but 12'000. */
  groupFrom: number;
  /** January to December, abbreviated as a date writes them. */
  months: readonly string[];
  shortDate: (day: number, month: string, year: number) => string;
  today: string;
  yesterday: string;
  /** The word for two days ago, where the language has one. */
  twoDaysAgo?: string;
  ago: Record<'day' | 'week' | 'month', (count: number) => string>;
}

const locales: Record<string, SwissLocale> = {
  'en-GB': {
    group: ',',
    decimal: '.',
    groupFrom: 4,
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
    shortDate: (day, month, year) => `${day} ${month} ${year}`,
    today: 'today',
    yesterday: 'yesterday',
    ago: {
      day: (count) => `${count} days ago`,
      week: (count) => `${count} weeks ago`,
      month: (count) => `${count} months ago`,
    },
  },
  'de-CH': {
    group: "'",
    decimal: '.',
    groupFrom: 4,
    months: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
    shortDate: (day, month, year) => `${day}. ${month} ${year}`,
    today: 'heute',
    yesterday: 'gestern',
    twoDaysAgo: 'vorgestern',
    ago: {
      day: (count) => `vor ${count} Tagen`,
      week: (count) => `vor ${count} Wochen`,
      month: (count) => `vor ${count} Monaten`,
    },
  },
  'fr-CH': {
    group: '\u202f',
    decimal: ',',
    groupFrom: 4,
    months: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
    shortDate: (day, month, year) => `${day} ${month} ${year}`,
    today: 'aujourd’hui',
    yesterday: 'hier',
    twoDaysAgo: 'avant-hier',
    ago: {
      day: (count) => `il y a ${count} jours`,
      week: (count) => `il y a ${count} semaines`,
      month: (count) => `il y a ${count} mois`,
    },
  },
  'it-CH': {
    group: "'",
    decimal: '.',
    groupFrom: 5,
    months: ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'],
    shortDate: (day, month, year) => `${day} ${month} ${year}`,
    today: 'oggi',
    yesterday: 'ieri',
    twoDaysAgo: 'l’altro ieri',
    ago: {
      day: (count) => `${count} giorni fa`,
      week: (count) => `${count} settimane fa`,
      month: (count) => `${count} mesi fa`,
    },
  },
};

export interface NumberFormatter {
  format(value: number): string;
}

/** A string of digits plus one: '0999' → '1000', '999' → '1000'. */
function incremented(digits: string) {
  const nines = /9*$/.exec(digits)![0].length;
  const rest = digits.slice(0, digits.length - nines);
  const raised = rest ? `${rest.slice(0, -1)}${Number(rest.at(-1)) + 1}` : '1';
  return `${raised}${'0'.repeat(nines)}`;
}

/**
 * The digits of a number's shortest decimal form (the one Intl rounds, so 1.005 is 1.01 as in Intl), rounded half
 * away from zero to at most `maxDigits` decimals; undefined for what the shortest form writes with an exponent.
 */
function roundedDigits(value: number, maxDigits: number) {
  const written = Math.abs(value).toString();
  if (written.includes('e')) return undefined;
  const [integer = '0', fraction = ''] = written.split('.');
  if (fraction.length <= maxDigits) return { integer, fraction };
  const kept = `${integer}${fraction.slice(0, maxDigits)}`;
  const roundsUp = fraction.charCodeAt(maxDigits) >= '5'.charCodeAt(0);
  const digits = roundsUp ? incremented(kept) : kept;
  const integerLength = digits.length - maxDigits;
  return { integer: digits.slice(0, integerLength) || '0', fraction: digits.slice(integerLength) };
}

/** A number formatter of a Swiss locale with only fraction digits set, or undefined for Intl to make. */
export function swissNumberFormat(
  locale: string | undefined,
  options: Intl.NumberFormatOptions,
): NumberFormatter | undefined {
  const data = locale === undefined ? undefined : locales[locale];
  const { minimumFractionDigits: min = 0, maximumFractionDigits: max = Math.max(min, 3), ...others } = options;
  if (!data || Object.keys(others).length > 0 || !(min >= 0 && min <= max && max <= 20)) return undefined;
  return {
    format(value) {
      const digits = Number.isFinite(value) ? roundedDigits(value, max) : undefined;
      if (!digits) return new Intl.NumberFormat(locale, options).format(value);
      let fraction = digits.fraction.replace(/0+$/, '');
      if (fraction.length < min) fraction = fraction.padEnd(min, '0');
      const integer =
        digits.integer.length < data.groupFrom
          ? digits.integer
          : digits.integer.replace(/\B(?=(\d{3})+$)/g, data.group);
      const sign = value < 0 || Object.is(value, -0) ? '-' : '';
      return `${sign}${integer}${fraction ? `${data.decimal}${fraction}` : ''}`;
    },
  };
}

/** Day, abbreviated month and year of a UTC date, '1 Dec 2026', '1. Dez. 2026', or undefined for Intl to make. */
export function swissShortDateFormat(locale: string | undefined) {
  const data = locale === undefined ? undefined : locales[locale];
  if (!data) return undefined;
  return {
    format(date: Date | number) {
      const day = new Date(date);
      return data.shortDate(day.getUTCDate(), data.months[day.getUTCMonth()]!, day.getUTCFullYear());
    },
  };
}

export type PastUnit = 'day' | 'week' | 'month';

export interface RelativeTimeFormatter {
  format(value: number, unit: PastUnit): string;
}

/**
 * Today, yesterday, two days ago and up to 999 days, weeks or months ago, in words where the language has them, as
 * Intl's RelativeTimeFormat with `numeric: 'auto'`; undefined for Intl to make. Anything else it hands to Intl.
 */
export function swissRelativeTimeFormat(
  locale: string | undefined,
  options: Intl.RelativeTimeFormatOptions,
): RelativeTimeFormatter | undefined {
  const data = locale === undefined ? undefined : locales[locale];
  if (!data || options.numeric !== 'auto' || Object.keys(options).length > 1) return undefined;
  return {
    format(value, unit) {
      const count = -value;
      if (unit === 'day' && count === 0) return data.today;
      if (unit === 'day' && count === 1) return data.yesterday;
      if (unit === 'day' && count === 2 && data.twoDaysAgo) return data.twoDaysAgo;
      if (Number.isInteger(count) && count >= 2 && count <= 999) return data.ago[unit](count);
      return new Intl.RelativeTimeFormat(locale, options).format(value, unit);
    },
  };
}
