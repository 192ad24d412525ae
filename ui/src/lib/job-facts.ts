import { numberFormat, relativeTimeFormat, shortDateFormat } from './intl-formats';

/**
 * The facts of a job that Explore shows beside its title (pay, workload, start, publication, commute), typed for
 * ui. The app passes the API's fields in these shapes; a fact the job has no value for is left out.
 */

export type PayPeriod = 'hour' | 'month' | 'year';

/** Pay in Swiss francs: one amount (`toChf` absent or equal) or a range, per hour, month or year. */
export interface JobPay {
  fromChf: number;
  toChf?: number;
  period: PayPeriod;
}

/** Workload in percent of full time: one value (`to` absent or equal) or a range, e.g. 80–100. */
export interface JobWorkload {
  from: number;
  to?: number;
}

/** One way to work: the estimated door-to-door minutes and the distance in km. */
export interface CommuteLeg {
  minutes: number;
  km: number;
}

export type CommuteMode = 'transit' | 'driving';

/** The way from the jumper's home (or a place they typed) to the job, by public transport and by car. */
export type Commute = Partial<Record<CommuteMode, CommuteLeg>>;

/** Everything a tile or a detail can say about a job beside its title; each fact is optional. */
export interface JobFactsData {
  pay?: JobPay;
  workload?: JobWorkload;
  /** The first working day, `YYYY-MM-DD`. */
  startDate?: string;
  /** When the job was published: ISO 8601 date or date-time. */
  publishedAt?: string;
  commute?: Commute;
}

/** Words and number formats a fact is written with. `locale` picks Swiss number and date formats in German. */
export interface FactFormats {
  locale: string;
}

/** A whole amount as it is, anything else with its rappen: 5200 → '5,200', 29.5 → '29.50' ('5’200' in de-CH). */
export function formatAmount(amount: number, { locale }: FactFormats) {
  const whole = Number.isInteger(amount);
  return numberFormat(locale, {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/** The amounts of a pay, with an en dash between two different ones: '29–32', '5,200'. */
export function formatPayAmounts(pay: JobPay, formats: FactFormats) {
  const from = formatAmount(pay.fromChf, formats);
  return pay.toChf === undefined || pay.toChf === pay.fromChf ? from : `${from}–${formatAmount(pay.toChf, formats)}`;
}

/** A workload's percentages: '80–100', '100'. */
export function formatWorkloadRange({ from, to }: JobWorkload) {
  return to === undefined || to === from ? `${from}` : `${from}–${to}`;
}

/** A `YYYY-MM-DD` date in the locale's short form: '1 Dec 2026', '1. Dez. 2026'. */
export function formatDate(isoDate: string, { locale }: FactFormats) {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return shortDateFormat(locale).format(new Date(Date.UTC(year!, month! - 1, day!)));
}

/** Whole calendar days from `isoDate` (its date part) to `today` (`YYYY-MM-DD`); negative for a day after today. */
export function daysBefore(isoDate: string, today: string) {
  const day = (value: string) => Date.parse(`${value.slice(0, 10)}T00:00:00Z`) / 86_400_000;
  return Math.round(day(today) - day(isoDate));
}

/**
 * How long ago a number of days was, in the locale's words: 'today', 'yesterday', '3 days ago', then weeks from two
 * weeks and months from two months ('heute', 'gestern', 'vor 3 Tagen' in German).
 */
export function formatDaysAgo(days: number, { locale }: FactFormats) {
  const relative = relativeTimeFormat(locale, { numeric: 'auto' });
  const past = Math.max(0, days);
  if (past >= 60) return relative.format(-Math.floor(past / 30), 'month');
  if (past >= 14) return relative.format(-Math.floor(past / 7), 'week');
  return relative.format(-past, 'day');
}
