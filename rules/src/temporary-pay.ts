/**
 * What a temporary worker placed under the GAV Personalverleih earns per hour: the minimum base wage of the
 * job's area, the supplements owed on top of any base wage, and the employee's deductions. The numbers are one
 * dated table, described in docs/product-rules.md ("Temporary pay"); next year's figures replace this table.
 */
export const temporaryPayTable = {
  /** The calendar year the figures apply to. */
  year: 2026,
  source:
    'Federal Council decision of 11 December 2025 extending the GAV Personalverleih (BBl 2025 3547): minimum wages (CHF per hour, base wage without supplements)',
  /** Minimum base wages in CHF per hour, by area and by whether the job needs a skilled worker. */
  minimumHourlyChf: {
    normal: { unskilled: 21.22, skilled: 25.86 },
    high: { unskilled: 22.39, skilled: 27.62 },
    ticino: { unskilled: 18.92, skilled: 24.03 },
    // Geneva is a high-wage area whose unskilled minimum is higher than the other high-wage areas'.
    geneva: { unskilled: 22.7, skilled: 27.62 },
  },
  /** Supplements in percent, each on the total of the lines before it (see `temporaryPayEstimate`). */
  supplementsPercent: {
    publicHolidays: 3.2,
    /** Four weeks of holidays; five (10.64 %) under 20 and from 50 years of age. */
    holidays: 8.33,
    holidaysUnder20OrFrom50: 10.64,
    thirteenthMonth: 8.33,
  },
  /** Employee deductions in percent of the gross wage. */
  deductionsPercent: { ahvIvEo: 5.3, alv: 1.1, gavEnforcement: 0.4 },
} as const;

/** The wage areas of the GAV Personalverleih the table distinguishes. */
export type MinimumWageArea = keyof typeof temporaryPayTable.minimumHourlyChf;

/** Cantons that are high-wage areas as a whole (Geneva has its own minimum, below). */
const highWageCantons = new Set(['BS', 'BL', 'ZH']);

/**
 * Postcode ranges standing for the high-wage regions that are only part of a canton: the agglomeration of Bern
 * (the 30xx postcodes of Bern and the towns around it) and the Arc lémanique in Vaud (the lake shore from Nyon
 * by Lausanne to Montreux and Villeneuve: 1000–1299 and 1800–1899).
 */
const highWagePostcodes: Record<string, [from: number, to: number][]> = {
  BE: [[3000, 3099]],
  VD: [
    [1000, 1299],
    [1800, 1899],
  ],
};

/**
 * The wage area of a job from its canton (two-letter code) and postcode: Ticino and Geneva have their own
 * minimums; Basel-Stadt, Basel-Landschaft and Zurich are high-wage areas, and so are the postcodes of
 * `highWagePostcodes`; everything else is the normal area. A postcode that is not four digits counts as outside
 * the high-wage ranges.
 */
export function minimumWageArea(canton: string, postalCode?: string | number): MinimumWageArea {
  const code = canton.trim().toUpperCase();
  if (code === 'TI') return 'ticino';
  if (code === 'GE') return 'geneva';
  if (highWageCantons.has(code)) return 'high';
  const digits = String(postalCode ?? '').trim();
  if (!/^\d{4}$/.test(digits)) return 'normal';
  const postcode = Number(digits);
  const ranges = highWagePostcodes[code] ?? [];
  return ranges.some(([from, to]) => postcode >= from && postcode <= to) ? 'high' : 'normal';
}

/**
 * Whether an hourly base wage is below the minimum of the job's area. A job's data does not say whether it needs a
 * skilled worker, so the check uses the unskilled minimum: a wage under it is below every minimum of the area.
 */
export function belowMinimumWage(baseHourlyChf: number, area: MinimumWageArea) {
  const minimumChf = temporaryPayTable.minimumHourlyChf[area].unskilled;
  return { minimumChf, below: baseHourlyChf < minimumChf };
}

export type PayLineKey = 'publicHolidays' | 'holidays' | 'thirteenthMonth' | 'ahvIvEo' | 'alv' | 'gavEnforcement';

/** One line of the estimate: what it is, its rate in percent and its amount in CHF per hour (positive). */
export interface PayLine {
  key: PayLineKey;
  ratePercent: number;
  amountChf: number;
}

/** What the estimate does not deduct, because it depends on the employer's insurance or on the person. */
export type LeftOutDeduction = 'accidentInsurance' | 'sickPayInsurance' | 'pensionFund' | 'withholdingTax';

export interface TemporaryPayEstimate {
  /** The year of the table the estimate was made with. */
  year: number;
  baseChf: number;
  supplements: PayLine[];
  /** Base plus supplements. */
  grossChf: number;
  deductions: PayLine[];
  /** Gross less the deductions listed. */
  netChf: number;
  leftOut: LeftOutDeduction[];
}

const leftOut: LeftOutDeduction[] = ['accidentInsurance', 'sickPayInsurance', 'pensionFund', 'withholdingTax'];

/** Whole years from a `YYYY-MM-DD` birth date to a `YYYY-MM-DD` date. */
export function ageOn(dateOfBirth: string, onDate: string): number {
  const [birthYear, birthMonthDay] = [Number(dateOfBirth.slice(0, 4)), dateOfBirth.slice(5)];
  const [year, monthDay] = [Number(onDate.slice(0, 4)), onDate.slice(5)];
  return year - birthYear - (monthDay < birthMonthDay ? 1 : 0);
}

/** Amounts are worked in centimes, and each line is rounded to the centime, as a payslip shows it. */
const toCentimes = (chf: number) => Math.round(chf * 100);
const percentOf = (centimes: number, percent: number) => Math.round((centimes * Math.round(percent * 100)) / 10_000);

/**
 * The hourly pay of a temporary job from its base wage: public-holiday pay on the base, holiday pay on base plus
 * public-holiday pay, the 13th month on that total; then AHV/IV/EO, ALV and the GAV enforcement contribution
 * deducted from the gross. Holiday pay is 10.64 % for a jumper under 20 or from 50 on `onDate` (given their
 * `dateOfBirth`), 8.33 % otherwise or when the date of birth is unknown. Each line is rounded to the centime and
 * the totals are the sums of the rounded lines, so the lines shown add up.
 */
export function temporaryPayEstimate({
  baseHourlyChf,
  dateOfBirth,
  onDate,
}: {
  baseHourlyChf: number;
  /** `YYYY-MM-DD`, when known. */
  dateOfBirth?: string;
  /** `YYYY-MM-DD`: the day the age is taken on (the job's start, or today). */
  onDate: string;
}): TemporaryPayEstimate {
  if (!Number.isFinite(baseHourlyChf) || baseHourlyChf <= 0) {
    throw new RangeError(`A base wage must be a positive amount, not ${baseHourlyChf}`);
  }
  const rates = temporaryPayTable.supplementsPercent;
  const age = dateOfBirth ? ageOn(dateOfBirth, onDate) : undefined;
  const holidaysPercent = age !== undefined && (age < 20 || age >= 50) ? rates.holidaysUnder20OrFrom50 : rates.holidays;

  let running = toCentimes(baseHourlyChf);
  const base = running;
  const supplements = (
    [
      ['publicHolidays', rates.publicHolidays],
      ['holidays', holidaysPercent],
      ['thirteenthMonth', rates.thirteenthMonth],
    ] as const
  ).map(([key, ratePercent]) => {
    const amount = percentOf(running, ratePercent);
    running += amount;
    return { key, ratePercent, amount };
  });
  const gross = running;
  const deductions = Object.entries(temporaryPayTable.deductionsPercent).map(([key, ratePercent]) => ({
    key: key as PayLineKey,
    ratePercent,
    amount: percentOf(gross, ratePercent),
  }));
  const net = gross - deductions.reduce((total, line) => total + line.amount, 0);
  const asLine = ({ key, ratePercent, amount }: { key: PayLineKey; ratePercent: number; amount: number }) => ({
    key,
    ratePercent,
    amountChf: amount / 100,
  });
  return {
    year: temporaryPayTable.year,
    baseChf: base / 100,
    supplements: supplements.map(asLine),
    grossChf: gross / 100,
    deductions: deductions.map(asLine),
    netChf: net / 100,
    leftOut,
  };
}
