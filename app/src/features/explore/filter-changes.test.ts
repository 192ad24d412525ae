import { describe, expect, it } from 'vitest';
import { loosened, narrowingFilters, narrowsList, without } from './filter-changes';

describe('loosening the filters', () => {
  const filters = {
    commute_from: 'Thun',
    max_commute: 30,
    pay_min: 28,
    canton: 'BE',
    sort: 'commute',
  } as const;

  it('names the filters that narrow the list, not the order or the place measured from', () => {
    expect(narrowingFilters(filters)).toEqual(['max_commute', 'pay_min', 'canton']);
    expect(narrowsList({ commute_from: 'Thun', commute_mode: 'driving', sort: 'pay' })).toBe(false);
    expect(narrowsList({ workload_max: 60 })).toBe(true);
  });

  it('removes one filter and keeps the others as they were', () => {
    expect(without(filters, 'canton')).toEqual({ commute_from: 'Thun', max_commute: 30, pay_min: 28, sort: 'commute' });
  });

  it('removes every narrowing filter at once, keeping the order and the place', () => {
    expect(loosened(filters)).toEqual({ commute_from: 'Thun', commute_mode: undefined, sort: 'commute' });
  });
});
