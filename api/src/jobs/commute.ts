import places from '@jumpers/rules/swiss-places.json';
import {
  directRouteReach,
  estimateFrom,
  findPlaceRow,
  nearestStation,
  stationReachKm,
  travelModels,
  travelStart,
  type PlaceRow,
  type Point,
  type TravelMode,
  type TravelStart,
} from '@jumpers/rules/travel-estimate';
import { sql, type SQL } from 'drizzle-orm';
import { jobs } from '../db/schema';

const swissPlaces = places as PlaceRow[];

/** Where a jumper's commutes start: their home, or a place they typed. */
export type CommuteOrigin = { source: 'home' | 'place'; place: string; point: Point };

/**
 * Recent answers of `findSwissPlace`, by the text asked: a jumper's home is looked up for every dashboard page that
 * shows commutes, and normalising it each time cost more than the page's commutes themselves.
 */
const foundPlaces = new Map<string, { place: string; point: Point } | null>();
const rememberedPlacesLimit = 10_000;

/** The Swiss town that a typed place or an address names; null when the app's list of towns has none. */
export function findSwissPlace(address: string): { place: string; point: Point } | null {
  const known = foundPlaces.get(address);
  if (known !== undefined) return known;
  const row = findPlaceRow(address, swissPlaces);
  const found = row && { place: row[0], point: { latitude: row[1], longitude: row[2] } };
  if (foundPlaces.size >= rememberedPlacesLimit) foundPlaces.delete(foundPlaces.keys().next().value!);
  foundPlaces.set(address, found);
  return found;
}

/**
 * The starts of recent origins, by mode and point: an origin is a town of the table or a home in one, so a few
 * thousand cover the country, and each costs the straight lines to every network station once rather than per job.
 */
const starts = new Map<string, TravelStart>();
const rememberedStartsLimit = 5000;

/** The origin's start (`travelStart` of @jumpers/rules), worked out once while it is among the recent ones. */
export function startOf(origin: Point, mode: TravelMode): TravelStart {
  const key = `${mode} ${origin.latitude} ${origin.longitude}`;
  let start = starts.get(key);
  if (!start) {
    if (starts.size >= rememberedStartsLimit) starts.delete(starts.keys().next().value!);
    start = travelStart({ latitude: origin.latitude, longitude: origin.longitude }, mode);
    starts.set(key, start);
  }
  return start;
}

/**
 * Each job's nearest network station, by job object: the job board hands out one object per job until the job
 * changes, so a page of jobs costs one straight line per job and mode, not one to every station.
 */
const ends = new WeakMap<Point, { index: number; km: number }>();

function endOf(job: Point) {
  let end = ends.get(job);
  if (!end) ends.set(job, (end = nearestStation(job)));
  return end;
}

/** A job's commute from the origin, by public transport and by car (the estimate of @jumpers/rules). */
export function commuteTo(origin: Point, job: Point) {
  const end = endOf(job);
  return {
    transit: estimateFrom(startOf(origin, 'transit'), job, end),
    driving: estimateFrom(startOf(origin, 'driving'), job, end),
  };
}

const float = (value: number) => sql`${value}::double precision`;
/** Kilometres of one degree of latitude on the estimate's sphere (6371 km), a little under, so that a box is wide. */
const kmPerDegree = 111.19;

/** The straight line from the origin to the job, as `straightLineKm` works it out, operation for operation. */
function straightLineKmSql(origin: Point): SQL<number> {
  const radians = (degrees: SQL) => sql`((${degrees}) * pi()) / 180`;
  const dLat = radians(sql`${jobs.latitude} - ${float(origin.latitude)}`);
  const dLon = radians(sql`${jobs.longitude} - ${float(origin.longitude)}`);
  const a = sql`sin((${dLat}) / 2) ^ 2 + cos(${radians(float(origin.latitude))}) * cos(${radians(sql`${jobs.latitude}`)}) * sin((${dLon}) / 2) ^ 2`;
  return sql<number>`2 * 6371 * asin(least(1, sqrt(${a})))`;
}

/**
 * The minutes of the job's commute from the origin, unrounded, as `estimate` of @jumpers/rules works them out: the
 * origin's minutes to every network station come as one array (`startOf`, worked out once per origin), the job
 * adds its own leg from its stored nearest station; the direct route is worked out only for the jobs near enough for
 * it to be the quicker (`directRouteReach`), the others keep the network route.
 */
export function commuteMinutesSql(origin: Point, mode: TravelMode): SQL<number> {
  const model = travelModels[mode];
  const toStations = `{${startOf(origin, mode).minutesToStations.join(',')}}`;
  const minutesAt = (km: SQL, kmh: number) => sql`((${km} * ${float(model.detour)}) / ${float(kmh)}) * 60`;
  const stationKm = sql`${jobs.networkStationKm}`;
  const viaNetwork = sql`(${toStations}::double precision[])[${jobs.networkStation} + 1] + (${minutesAt(stationKm, model.regionalKmh)} + case when ${stationKm} > ${float(stationReachKm)} then ${float(model.changeMinutes)} else 0 end)`;
  const reach = directRouteReach(origin, mode);
  const reachKm = sql`(${float(reach.baseKm)} + ${float(reach.perEndKm)} * ${stationKm})`;
  const nearEnough = sql`abs(${jobs.latitude} - ${float(origin.latitude)}) * ${float(kmPerDegree)} <= ${reachKm} and abs(${jobs.longitude} - ${float(origin.longitude)}) * ${float(kmPerDegree * lowestCosine(origin, 5))} <= ${reachKm}`;
  const direct = sql`case when ${nearEnough} then ${minutesAt(straightLineKmSql(origin), model.regionalKmh)} end`;
  return sql<number>`(${float(model.accessMinutes)} + least(${viaNetwork}, ${direct}))`;
}

/** The commute as people read it (`roundedMinutes` of @jumpers/rules): whole minutes under an hour, then fives. */
export function roundedCommuteSql(minutes: SQL<number>): SQL<number> {
  return sql<number>`(case when ${minutes} < 60 then floor(${minutes} + 0.5) else floor(${minutes} / 5 + 0.5) * 5 end)`;
}

/**
 * Each candidate's commute minutes (`commuteMinutesSql`) as the column of the inner query that reads them
 * (`openJobIdsQuery` of job-board.ts): worked out once per job there, rather than once for the condition, twice more
 * to round it and again to order by it.
 */
export const commuteMinutes = sql<number>`"commute_minutes"`;

/**
 * The jobs that can be at most `maxMinutes` away, by conditions an index can answer: at the network stations the
 * origin reaches in time, or in a box around it for the direct route. A commute shown as `max` is under `max + 2.5`
 * minutes unrounded, which bounds both; `commuteWithinSql` then keeps those whose rounded commute is within.
 */
export function commuteCandidatesSql(origin: Point, mode: TravelMode, maxMinutes: number): SQL {
  const model = travelModels[mode];
  const latest = maxMinutes + 2.5 - model.accessMinutes;
  const reachable = startOf(origin, mode).minutesToStations.flatMap((minutes, index) =>
    minutes < latest ? [index] : [],
  );
  const directKm = (latest * model.regionalKmh) / 60 / model.detour;
  const latitudeDegrees = directKm / kmPerDegree;
  const longitudeDegrees = directKm / (kmPerDegree * lowestCosine(origin, latitudeDegrees + 1));
  const box = sql`${jobs.latitude} between ${float(origin.latitude - latitudeDegrees)} and ${float(origin.latitude + latitudeDegrees)} and ${jobs.longitude} between ${float(origin.longitude - longitudeDegrees)} and ${float(origin.longitude + longitudeDegrees)}`;
  const atStations =
    reachable.length > 0
      ? sql`${jobs.networkStation} in (${sql.join(
          reachable.map((index) => sql`${index}`),
          sql`, `,
        )})`
      : sql`false`;
  return sql`((${atStations}) or (${box}))`;
}

/** The jobs whose commute, as shown (rounded), is at most `maxMinutes`: a condition on `commuteMinutes`. */
export function commuteWithinSql(maxMinutes: number): SQL {
  return sql`${roundedCommuteSql(commuteMinutes)} <= ${maxMinutes}`;
}

/**
 * The cosine of the latitude furthest from the equator within `degrees` of the origin, a hundredth less: a degree of
 * longitude is at least this many degrees of latitude long there, so a box drawn with it holds every point within
 * its distance. The direct route's reach stays far within 5 degrees (555 km) for places in Switzerland.
 */
function lowestCosine(origin: Point, degrees: number): number {
  const furthest = Math.min(89, Math.abs(origin.latitude) + degrees);
  return Math.cos((furthest * Math.PI) / 180) * 0.99;
}
