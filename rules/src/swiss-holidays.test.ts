import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  cantonHolidays,
  easterSunday,
  isWorkingDay,
  swissCantons,
  swissHolidayTable,
} from './swiss-holidays';

describe('easterSunday', () => {
  it('finds Easter Sunday of the Gregorian calendar', () => {
    expect(['2024', '2025', '2026', '2027', '2038', '2285'].map((year) => easterSunday(Number(year)))).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
      '2285-03-22',
    ]);
  });
});

describe('cantonHolidays', () => {
  it('gives every canton New Year, Ascension, the National Day and Christmas', () => {
    for (const canton of swissCantons) {
      const days = cantonHolidays(canton, 2026);
      for (const day of ['2026-01-01', '2026-05-14', '2026-08-01', '2026-12-25']) expect(days.has(day)).toBe(true);
    }
  });

  it('keeps the Easter-based days where the canton does: Good Friday not in Ticino and Valais, Corpus Christi where Catholic', () => {
    expect(cantonHolidays('ZH', 2026)).toEqual(
      new Set([
        '2026-01-01',
        '2026-01-02',
        '2026-04-03',
        '2026-04-06',
        '2026-05-01',
        '2026-05-14',
        '2026-05-25',
        '2026-08-01',
        '2026-12-25',
        '2026-12-26',
      ]),
    );
    expect(cantonHolidays('TI', 2026).has('2026-04-03')).toBe(false);
    expect(cantonHolidays('VS', 2026).has('2026-04-03')).toBe(false);
    expect(cantonHolidays('LU', 2026).has('2026-06-04')).toBe(true);
    expect(cantonHolidays('ZH', 2026).has('2026-06-04')).toBe(false);
    expect(cantonHolidays('NE', 2026).has('2026-05-25')).toBe(false);
  });

  it('dates the holidays with rules of their own: Näfelser Fahrt, Jeûne genevois, the Monday after the Federal Fast', () => {
    expect(cantonHolidays('GL', 2026).has('2026-04-09')).toBe(true);
    // The first Thursday of April 2021 was Maundy Thursday: the Fahrt was a week later.
    expect(cantonHolidays('GL', 2021).has('2021-04-08')).toBe(true);
    expect(cantonHolidays('GL', 2021).has('2021-04-01')).toBe(false);
    expect(cantonHolidays('GE', 2026).has('2026-09-10')).toBe(true);
    expect(cantonHolidays('VD', 2026).has('2026-09-21')).toBe(true);
    expect(cantonHolidays('ZH', 2026).has('2026-09-21')).toBe(false);
  });

  it('reads the code in any case, and gives a code that is no canton the days every canton keeps', () => {
    expect(cantonHolidays(' zh ', 2026)).toEqual(cantonHolidays('ZH', 2026));
    expect(cantonHolidays('XX', 2026)).toEqual(new Set(['2026-01-01', '2026-05-14', '2026-08-01', '2026-12-25']));
  });

  it('names its source and the date it was checked', () => {
    expect(swissHolidayTable.source).toContain('Federal Office of Justice');
    expect(swissHolidayTable.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('addWorkingDays', () => {
  it('counts Monday to Friday and skips the canton’s holidays', () => {
    expect(addWorkingDays('2026-03-02', 5, 'ZH')).toBe('2026-03-09');
    expect(addWorkingDays('2026-05-08', 5, 'ZH')).toBe('2026-05-18');
    // Corpus Christi (4 June 2026) in Lucerne, not in Zurich.
    expect(addWorkingDays('2026-06-01', 5, 'LU')).toBe('2026-06-09');
    expect(addWorkingDays('2026-06-01', 5, 'ZH')).toBe('2026-06-08');
    // Over the Easter weekend: Good Friday and Easter Monday in Zurich, neither in Valais' count of Good Friday.
    expect(addWorkingDays('2026-04-02', 1, 'ZH')).toBe('2026-04-07');
    expect(addWorkingDays('2026-04-02', 1, 'VS')).toBe('2026-04-03');
    // Across the turn of the year.
    expect(addWorkingDays('2026-12-24', 5, 'BE')).toBe('2027-01-04');
    expect(addWorkingDays('2026-05-08', 0, 'ZH')).toBe('2026-05-08');
  });

  it('says whether a day is a working day', () => {
    expect(isWorkingDay('2026-08-01', 'ZH')).toBe(false);
    expect(isWorkingDay('2026-08-03', 'ZH')).toBe(true);
    expect(isWorkingDay('2026-03-07', 'ZH')).toBe(false);
  });

  it('refuses what is not a date or a count', () => {
    expect(() => addWorkingDays('2026-02-30', 1, 'ZH')).toThrow(RangeError);
    expect(() => addWorkingDays('2026-03-02', -1, 'ZH')).toThrow(RangeError);
  });
});
