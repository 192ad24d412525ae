/**
 * Swiss public holidays by canton, and working days counted around them: when an employer's answer to an
 * application can be expected (docs/product-rules.md#following-applications). Plain dates (`YYYY-MM-DD`), no time
 * zones: a day is a day in Switzerland.
 *
 * The table is the days that a canton's law treats as public holidays (rest days like a Sunday) in the whole canton.
 * Days kept only in some communes (Corpus Christi in Neuchâtel's Catholic communes, St Joseph in parts of Lucerne
 * and Solothurn), half days (1 May afternoon in Solothurn and Valais, 24 December afternoon in Valais) and days that
 * are customary but not public holidays (2 January or 26 December in a canton that does not list them, Whit Monday in
 * Neuchâtel) are left out. Each year, check the table against its source and change its `checked` date.
 */
export const swissHolidayTable = {
  /**
   * When the table was last compared with its source (on 2026-11-24 with a published compilation of that list, not the
   * list itself: compare it with the list before relying on a canton's row).
   */
  checked: '2026-11-24',
  source:
    'Federal Office of Justice (Bundesamt für Justiz), "Gesetzliche Feiertage und Ferien in der Schweiz" (kant-feiertage.pdf): public holidays of the cantons',
  /** Fixed-date holidays (`MM-DD`) and the cantons that keep them; `all` is every canton. */
  fixed: {
    '01-01': 'all',
    '01-02': ['ZH', 'BE', 'LU', 'OW', 'GL', 'ZG', 'FR', 'SO', 'SH', 'TG', 'AG', 'VD', 'JU'],
    '01-06': ['UR', 'SZ', 'TI'],
    '03-01': ['NE'],
    '03-19': ['UR', 'SZ', 'NW', 'TI', 'VS'],
    '05-01': ['ZH', 'BS', 'BL', 'SH', 'AG', 'TG', 'TI', 'NE', 'JU'],
    '06-23': ['JU'],
    '06-29': ['TI'],
    '08-01': 'all',
    '08-15': ['LU', 'UR', 'SZ', 'OW', 'NW', 'ZG', 'FR', 'SO', 'AI', 'AG', 'TI', 'VS', 'JU'],
    '09-22': ['AI'],
    '09-25': ['OW'],
    '11-01': ['LU', 'UR', 'SZ', 'OW', 'NW', 'GL', 'ZG', 'FR', 'SO', 'AI', 'SG', 'AG', 'TI', 'VS', 'JU'],
    '12-08': ['LU', 'UR', 'SZ', 'OW', 'NW', 'ZG', 'FR', 'AG', 'TI', 'VS'],
    '12-25': 'all',
    '12-26': 'allBut:VD,VS,GE,JU,NE',
    '12-31': ['GE'],
  },
  /** Holidays that follow Easter Sunday, by the days after it (negative: before), and the cantons that keep them. */
  easter: {
    goodFriday: { offset: -2, cantons: 'allBut:TI,VS' },
    easterMonday: { offset: 1, cantons: 'allBut:VS' },
    ascension: { offset: 39, cantons: 'all' },
    whitMonday: { offset: 50, cantons: 'allBut:NE' },
    corpusChristi: {
      offset: 60,
      cantons: ['LU', 'UR', 'SZ', 'OW', 'NW', 'ZG', 'FR', 'SO', 'AI', 'AG', 'TI', 'VS', 'JU'],
    },
  },
} as const;

/** The 26 cantons by their two-letter codes. */
export const swissCantons = [
  'ZH',
  'BE',
  'LU',
  'UR',
  'SZ',
  'OW',
  'NW',
  'GL',
  'ZG',
  'FR',
  'SO',
  'BS',
  'BL',
  'SH',
  'AR',
  'AI',
  'SG',
  'GR',
  'AG',
  'TG',
  'TI',
  'VD',
  'VS',
  'NE',
  'GE',
  'JU',
] as const;

type Cantons = 'all' | `allBut:${string}` | readonly string[];

function keptBy(cantons: Cantons, canton: string): boolean {
  if (cantons === 'all') return true;
  if (typeof cantons === 'string') return !cantons.slice('allBut:'.length).split(',').includes(canton);
  return cantons.includes(canton);
}

const dayMs = 86_400_000;

/** A date as days since 1970-01-01 (UTC), and back: plain calendar arithmetic. */
const dayNumber = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / dayMs;
function isoDate(days: number): string {
  return new Date(days * dayMs).toISOString().slice(0, 10);
}
function parseIsoDate(value: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) throw new RangeError(`Not a date (YYYY-MM-DD): ${value}`);
  const days = dayNumber(Number(match[1]), Number(match[2]), Number(match[3]));
  if (isoDate(days) !== value) throw new RangeError(`Not a date (YYYY-MM-DD): ${value}`);
  return days;
}

/** Easter Sunday of a year of the Gregorian calendar (the anonymous Gregorian algorithm), as `YYYY-MM-DD`. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(dayNumber(year, month, day));
}

/** 0 Sunday … 6 Saturday. */
const weekday = (days: number) => (((days + 4) % 7) + 7) % 7;

/** The `nth` (1-based) given weekday of a month. */
function nthWeekday(year: number, month: number, wanted: number, nth: number): number {
  const first = dayNumber(year, month, 1);
  return first + ((wanted - weekday(first) + 7) % 7) + (nth - 1) * 7;
}

/**
 * Holidays whose date follows a rule of their own: Glarus' Näfelser Fahrt (the first Thursday of April, a week later
 * when that is Maundy Thursday), Geneva's Jeûne genevois (the Thursday after the first Sunday of September) and the
 * Monday after the Federal Fast (the third Sunday of September) in Vaud.
 */
function ruledHolidays(year: number, canton: string, easter: number): number[] {
  switch (canton) {
    case 'GL': {
      const firstThursday = nthWeekday(year, 4, 4, 1);
      return [firstThursday === easter - 3 ? firstThursday + 7 : firstThursday];
    }
    case 'GE':
      return [nthWeekday(year, 9, 0, 1) + 4];
    case 'VD':
      return [nthWeekday(year, 9, 0, 3) + 1];
    default:
      return [];
  }
}

const yearCache = new Map<string, ReadonlySet<string>>();

/**
 * The public holidays of a canton (two-letter code, any case) in a year, as `YYYY-MM-DD`. A code that is not a
 * canton gets the holidays of every canton (New Year, Ascension, 1 August, Christmas).
 */
export function cantonHolidays(canton: string, year: number): ReadonlySet<string> {
  const code = canton.trim().toUpperCase();
  const known = (swissCantons as readonly string[]).includes(code);
  const key = `${known ? code : '?'} ${year}`;
  const cached = yearCache.get(key);
  if (cached) return cached;
  const days = new Set<string>();
  const keeps = (cantons: Cantons) => (known ? keptBy(cantons, code) : cantons === 'all');
  for (const [monthDay, cantons] of Object.entries(swissHolidayTable.fixed)) {
    if (keeps(cantons)) days.add(`${year}-${monthDay}`);
  }
  const easter = parseIsoDate(easterSunday(year));
  for (const { offset, cantons } of Object.values(swissHolidayTable.easter)) {
    if (keeps(cantons)) days.add(isoDate(easter + offset));
  }
  if (known) for (const day of ruledHolidays(year, code, easter)) days.add(isoDate(day));
  yearCache.set(key, days);
  return days;
}

/** Whether a date is a working day in the canton: Monday to Friday, and not one of its public holidays. */
export function isWorkingDay(date: string, canton: string): boolean {
  const days = parseIsoDate(date);
  const day = weekday(days);
  if (day === 0 || day === 6) return false;
  return !cantonHolidays(canton, Number(date.slice(0, 4))).has(date);
}

/**
 * The date `count` working days after `date` in the canton (the day itself not counted): 5 working days after Friday
 * 2026-05-08 is Monday 2026-05-18 in Zurich, as Ascension (14 May) is a holiday there.
 */
export function addWorkingDays(date: string, count: number, canton: string): string {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Not a number of days: ${count}`);
  let days = parseIsoDate(date);
  for (let left = count; left > 0;) {
    days += 1;
    if (isWorkingDay(isoDate(days), canton)) left -= 1;
  }
  return isoDate(days);
}
