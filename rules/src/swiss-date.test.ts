import { describe, expect, it } from 'vitest';
import { swissDate } from './swiss-date';

const zurichDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' });

describe('swissDate', () => {
  it('is the date in Europe/Zurich at every quarter hour of three years, summer time changes included', () => {
    for (let time = Date.UTC(2025, 0, 1); time < Date.UTC(2028, 0, 1); time += 15 * 60_000) {
      const instant = new Date(time);
      expect(swissDate(instant), instant.toISOString()).toBe(zurichDate.format(instant));
    }
  });

  it('turns at midnight Swiss time, an hour earlier in UTC in winter and two in summer', () => {
    expect(swissDate(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(swissDate(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(swissDate(new Date('2026-07-31T21:59:59Z'))).toBe('2026-07-31');
    expect(swissDate(new Date('2026-07-31T22:00:00Z'))).toBe('2026-08-01');
  });
});
