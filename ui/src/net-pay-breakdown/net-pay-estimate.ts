/**
 * The net-pay estimate as the breakdown shows it: the shape `temporaryPayEstimate` of @jumpers/rules returns
 * (rules/src/temporary-pay.ts), typed here because the published ui package carries no types of that private one.
 */

export type NetPayLineKey = 'publicHolidays' | 'holidays' | 'thirteenthMonth' | 'ahvIvEo' | 'alv' | 'gavEnforcement';

export type NetPayLeftOut = 'accidentInsurance' | 'sickPayInsurance' | 'pensionFund' | 'withholdingTax';

/** A supplement or a deduction: its rate in percent and its amount in CHF per hour (positive). */
export interface NetPayLine {
  key: NetPayLineKey;
  ratePercent: number;
  amountChf: number;
}

export interface NetPayEstimate {
  /** The year of the rates. */
  year: number;
  baseChf: number;
  supplements: NetPayLine[];
  grossChf: number;
  deductions: NetPayLine[];
  netChf: number;
  /** What the estimate does not deduct. */
  leftOut: NetPayLeftOut[];
}

/** The minimum base wage of the job's area, and whether the job pays less. */
export interface MinimumWageCheck {
  minimumChf: number;
  below: boolean;
}
