import { describe, expect, it } from 'vitest';
import places from './swiss-places.json';
import { estimate, findPlace, formatKm, formatMinutes, straightLineKm, type PlaceRow } from './travel-estimate';

const table = places as PlaceRow[];
const zurich = { latitude: 47.3769, longitude: 8.5417 };
const bern = { latitude: 46.948, longitude: 7.4474 };

describe('travel estimate', () => {
  it('measures the straight line between Zürich and Bern (about 95 km)', () => {
    expect(straightLineKm(zurich, bern)).toBeGreaterThan(94);
    expect(straightLineKm(zurich, bern)).toBeLessThan(97);
  });

  it('converts with the road factor and the stated speeds', () => {
    const driving = estimate(zurich, bern, 'driving');
    const transit = estimate(zurich, bern, 'transit');
    expect(driving.km).toBeCloseTo(124.3, 0);
    expect(driving.minutes).toBe(150);
    expect(transit.minutes).toBe(250);
    expect(estimate(zurich, zurich, 'transit')).toEqual({ km: 0, minutes: 5 });
  });

  it('writes times and distances as people read them', () => {
    expect(formatMinutes(25)).toBe('25 min');
    expect(formatMinutes(65)).toBe('1 h 5 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatKm(8.4, 'en-GB')).toBe('8.4 km');
    expect(formatKm(1234.5, 'de-CH')).toBe("1'234.5 km");
  });

  it('finds the town of an address, with or without umlauts, and nothing for an unknown one', () => {
    const wadenswil = findPlace('Seestrasse 3, 8820 Wädenswil', table);
    expect(wadenswil?.latitude).toBeCloseTo(47.23, 1);
    expect(findPlace('8820 Waedenswil', table)).toEqual(wadenswil);
    expect(findPlace('Bahnhofstrasse 1, 8001 zurich', table)?.longitude).toBeCloseTo(8.55, 1);
    expect(findPlace('1204 Genève', table)?.latitude).toBeCloseTo(46.2, 1);
    expect(findPlace('Hauptstrasse 5, 9999 Nowhere', table)).toBeNull();
    expect(findPlace('', table)).toBeNull();
  });
});
