import { describe, expect, it } from 'vitest';
import { ageOn, belowMinimumWage, minimumWageArea, temporaryPayEstimate, temporaryPayTable } from './temporary-pay';

describe('temporaryPayEstimate', () => {
  it('stacks public holidays on the base, holidays on that, the 13th month on the total: 21.22 → 21.90 → 23.72 → 25.70', () => {
    const estimate = temporaryPayEstimate({ baseHourlyChf: 21.22, dateOfBirth: '1990-05-01', onDate: '2026-03-02' });
    expect(estimate.baseChf).toBe(21.22);
    expect(estimate.supplements).toEqual([
      { key: 'publicHolidays', ratePercent: 3.2, amountChf: 0.68 },
      { key: 'holidays', ratePercent: 8.33, amountChf: 1.82 },
      { key: 'thirteenthMonth', ratePercent: 8.33, amountChf: 1.98 },
    ]);
    expect(estimate.grossChf).toBe(25.7);
  });

  it('deducts AHV/IV/EO 5.3 %, ALV 1.1 % and the GAV contribution 0.4 % of the gross; the lines add up to the net', () => {
    const estimate = temporaryPayEstimate({ baseHourlyChf: 21.22, onDate: '2026-03-02' });
    expect(estimate.deductions).toEqual([
      { key: 'ahvIvEo', ratePercent: 5.3, amountChf: 1.36 },
      { key: 'alv', ratePercent: 1.1, amountChf: 0.28 },
      { key: 'gavEnforcement', ratePercent: 0.4, amountChf: 0.1 },
    ]);
    // 25.70 less 6.8 % is 23.95 before the lines are rounded; the rounded lines (1.74 in all) leave 23.96.
    expect(estimate.netChf).toBe(23.96);
    const deducted = estimate.deductions.reduce((total, line) => total + line.amountChf * 100, 0);
    expect(Math.round(estimate.grossChf * 100 - deducted)).toBe(2396);
  });

  it('says what it leaves out: accident and sick-pay insurance, pension fund and withholding tax', () => {
    expect(temporaryPayEstimate({ baseHourlyChf: 30, onDate: '2026-01-05' }).leftOut).toEqual([
      'accidentInsurance',
      'sickPayInsurance',
      'pensionFund',
      'withholdingTax',
    ]);
  });

  it('pays 10.64 % holidays under 20 and from 50 years of age, on the day given', () => {
    const holidays = (dateOfBirth: string) =>
      temporaryPayEstimate({ baseHourlyChf: 21.22, dateOfBirth, onDate: '2026-06-15' }).supplements[1]!.ratePercent;
    expect(holidays('2006-06-16')).toBe(10.64); // 19, turns 20 tomorrow
    expect(holidays('2006-06-15')).toBe(8.33); // 20 today
    expect(holidays('1976-06-16')).toBe(8.33); // 49
    expect(holidays('1976-06-15')).toBe(10.64); // 50 today
    const young = temporaryPayEstimate({ baseHourlyChf: 21.22, dateOfBirth: '2008-01-01', onDate: '2026-06-15' });
    // 21.90 × 10.64 % = 2.33; 24.23 × 8.33 % = 2.02
    expect(young.supplements.map((line) => line.amountChf)).toEqual([0.68, 2.33, 2.02]);
    expect(young.grossChf).toBe(26.25);
  });

  it('refuses a base wage that is not a positive amount', () => {
    for (const baseHourlyChf of [0, -21.22, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => temporaryPayEstimate({ baseHourlyChf, onDate: '2026-01-05' })).toThrow(RangeError);
    }
  });
});

describe('ageOn', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26);
    expect(ageOn('1990-12-31', '2026-12-31')).toBe(36);
  });
});

describe('minimumWageArea', () => {
  it('makes Basel-Stadt, Basel-Landschaft and Zurich high-wage areas as a whole', () => {
    expect(minimumWageArea('ZH', '8400')).toBe('high');
    expect(minimumWageArea('BS', 4051)).toBe('high');
    expect(minimumWageArea('bl')).toBe('high');
  });

  it('gives Ticino and Geneva their own minimums', () => {
    expect(minimumWageArea('TI', '6900')).toBe('ticino');
    expect(minimumWageArea('GE', '1204')).toBe('geneva');
  });

  it('takes the agglomeration of Bern as the 30xx postcodes in canton Bern', () => {
    expect(minimumWageArea('BE', '3011')).toBe('high');
    expect(minimumWageArea('BE', '3072')).toBe('high');
    expect(minimumWageArea('BE', '3600')).toBe('normal'); // Thun
    expect(minimumWageArea('BE', '2502')).toBe('normal'); // Biel
  });

  it('takes the Arc lémanique as the Vaud postcodes 1000–1299 and 1800–1899', () => {
    expect(minimumWageArea('VD', '1003')).toBe('high'); // Lausanne
    expect(minimumWageArea('VD', '1260')).toBe('high'); // Nyon
    expect(minimumWageArea('VD', '1820')).toBe('high'); // Montreux
    expect(minimumWageArea('VD', '1400')).toBe('normal'); // Yverdon-les-Bains
  });

  it('counts other cantons, and a postcode that is not four digits, as the normal area', () => {
    expect(minimumWageArea('LU', '6003')).toBe('normal');
    expect(minimumWageArea('AG', '3011')).toBe('normal');
    expect(minimumWageArea('BE')).toBe('normal');
    expect(minimumWageArea('BE', '30')).toBe('normal');
    expect(minimumWageArea('VD', 'Lausanne')).toBe('normal');
  });
});

describe('belowMinimumWage', () => {
  it("compares with the unskilled minimum of the job's area", () => {
    expect(belowMinimumWage(21.21, 'normal')).toEqual({ minimumChf: 21.22, below: true });
    expect(belowMinimumWage(21.22, 'normal')).toEqual({ minimumChf: 21.22, below: false });
    expect(belowMinimumWage(22, 'high')).toEqual({ minimumChf: 22.39, below: true });
    expect(belowMinimumWage(19, 'ticino')).toEqual({ minimumChf: 18.92, below: false });
    expect(belowMinimumWage(22.5, 'geneva')).toEqual({ minimumChf: 22.7, below: true });
  });

  it('is a table for one year, with its source named', () => {
    expect(temporaryPayTable.year).toBe(2026);
    expect(temporaryPayTable.source).toContain('BBl 2025 3547');
  });
});
