import { dateTimeFormat } from './intl-formats';

/** The time zone an application's dates are told in: the employers, and their interviews, are in Switzerland. */
export const swissTimeZone = 'Europe/Zurich';

/** A calendar day (`YYYY-MM-DD`, or the day of a date-time) as the locale writes it, e.g. '2 Nov 2026'. */
export function formatDay(value: string, locale: string) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  // Date-only values are midnight UTC; written in UTC they stay on their day in every time zone.
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A moment as the locale writes it in `timeZone`, by day ('2 Nov 2026') or with the time of day too. */
export function formatMoment(value: string, locale: string, timeZone: string, withTime = false) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const options: Intl.DateTimeFormatOptions = withTime
    ? { dateStyle: 'full', timeStyle: 'short', timeZone }
    : { dateStyle: 'medium', timeZone };
  return dateTimeFormat(locale, options).format(date);
}

/** The calendar day `moment` falls on in `timeZone`, as `YYYY-MM-DD`. */
export function dayIn(moment: Date, timeZone: string) {
  const parts = dateTimeFormat('en', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).formatToParts(
    moment,
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
