import { germanLevels, type JobInput, type JobKind } from './jobs-data';
import { swissPlaces } from './swiss-places';

const titles = [
  'Warehouse Operative',
  'Lagermitarbeiter/in',
  'Pflegehelfer/in SRK',
  'Registered Nurse',
  'Servicemitarbeiter/in',
  'Kitchen Assistant',
  'Software Engineer',
  'Elektroinstallateur/in EFZ',
  'Delivery Driver',
  'Verkäufer/in',
  'Office Cleaner',
  'Kaufmännische/r Angestellte/r',
  'Polymechaniker/in',
  'Receptionist',
  'Koch/Köchin',
  'Bauhilfsarbeiter/in',
];
const companies = ['Alpen', 'Rhein', 'Limmat', 'Aare', 'Jura', 'Säntis', 'Léman', 'Ticino', 'Reuss', 'Emme'];
const companyForms = ['Logistik AG', 'Services GmbH', 'Spital AG', 'Hotels SA', 'Technik AG', 'Handel GmbH'];
const placeList = Object.values(swissPlaces);

/** Words that the synthetic jobs contain: the first of each title, the companies' names and forms. */
export const syntheticWords = [
  ...new Set([...titles, ...companies, ...companyForms].map((words) => words.split(/[\s/]/)[0]!)),
];
const descriptions = [
  (title: string, place: string) =>
    `<p>We are looking for a motivated ${title} for our team in ${place}.</p><ul><li>Flexible hours</li><li>Good public transport connections</li></ul>`,
  (title: string, place: string) =>
    `<p>Für unseren Standort ${place} suchen wir eine/n ${title}.</p><ul><li>Faire Entlöhnung nach GAV</li><li>Aufgestelltes Team</li></ul>`,
  (title: string, place: string) =>
    `<p>Join us in ${place} as ${title}. German and English are an advantage; a driving licence is welcome.</p>`,
];

/** A small deterministic generator, so that two benchmark runs load the same jobs. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** N plausible jobs spread over Swiss towns, both kinds, published over the last 180 days. */
export function syntheticJobs(count: number, { seed = 1, now = Date.now() } = {}): JobInput[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return Array.from({ length: count }, (_unused, index) => {
    const kind: JobKind = next() < 0.5 ? 'jumper' : 'permanent';
    const title = pick(titles);
    const place = pick(placeList);
    const hourly = kind === 'jumper';
    const payFrom = hourly ? 24 + Math.floor(next() * 12) : 4200 + Math.floor(next() * 40) * 100;
    return {
      reference: `synthetic:${seed}:${index}`,
      kind,
      title,
      company: `${pick(companies)} ${pick(companyForms)}`,
      descriptionHtml: pick(descriptions)(title, place.place),
      street: `Bahnhofstrasse ${1 + Math.floor(next() * 120)}`,
      postalCode: place.postalCode,
      place: place.place,
      canton: place.canton,
      latitude: place.latitude + (next() - 0.5) * 0.02,
      longitude: place.longitude + (next() - 0.5) * 0.02,
      requiredExperience: pick(['None', '1 year', '2 years', 'EFZ', '5 years']),
      workload: pick(['40%', '60%', '80%', '100%', '80–100%', '60–80%', 'On call']),
      // A third start by arrangement, the others within three months.
      startDate:
        next() < 1 / 3 ? null : new Date(now + Math.floor(next() * 90) * 86_400_000).toISOString().slice(0, 10),
      requiredGermanLevel: pick(germanLevels),
      payFromChf: payFrom,
      payToChf: payFrom + (hourly ? 4 : 600),
      payPeriod: hourly ? 'hour' : 'month',
      publishedAt: new Date(now - Math.floor(next() * 180 * 24 * 3_600_000)),
    };
  });
}
