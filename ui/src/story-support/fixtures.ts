import type { AppliedJob, AvailableLanguage, JumperPosition, LanguageSkill, PermanentJob } from '../lib/jobs';

/** Sample data for the domain stories: real Swiss places, English and German texts. */
export const jumperPositions: JumperPosition[] = [
  {
    id: 101,
    job_name: 'Warehouse Assistant',
    company_name: 'Logistik Limmat AG',
    place: 'Zürich',
    address: 'Hardstrasse 201, 8005 Zürich',
    required_experience: 'At least 1 year in a warehouse; forklift licence welcome.',
    latitude: 47.3875,
    longitude: 8.5201,
    is_applied: false,
    job_description:
      '<p>Pick, pack and ship orders in a <strong>step-free</strong> warehouse.</p><ul><li>Morning shifts</li><li>Paid training</li></ul>' +
      '<p>We welcome applicants with disabilities and adapt workstations on request.</p>'.repeat(4),
  },
  {
    id: 102,
    job_name: 'Event Staff',
    company_name: 'Bern Events GmbH',
    place: 'Bern',
    address: 'Mingerstrasse 6, 3014 Bern',
    required_experience: 'No experience needed.',
    latitude: 46.9589,
    longitude: 7.4649,
    is_applied: true,
    job_description: '<p>Welcome guests at concerts and fairs.</p>',
  },
  {
    id: 103,
    job_name: 'Kitchen Helper',
    company_name: 'Hotel Lac Léman',
    place: 'Lausanne',
    address: 'Place de la Navigation 4, 1006 Lausanne',
    required_experience: '6 months in a professional kitchen.',
    latitude: 46.5075,
    longitude: 6.6266,
    is_applied: false,
    job_description: '<p>Help our chefs prepare breakfast and lunch.</p>',
  },
];

export const permanentJobs: PermanentJob[] = [
  {
    id: 201,
    job_title: 'Software Engineer',
    company_name: 'Alpen Software AG',
    place: 'Basel',
    address: 'Aeschenvorstadt 55, 4051 Basel',
    required_experience: '3 years of TypeScript.',
    latitude: 47.5522,
    longitude: 7.5942,
    is_applied: false,
    job_description: '<p>Build accessible web apps for the health sector.</p>',
  },
];

export const germanJob: PermanentJob = {
  id: 202,
  job_title: 'Fachfrau/Fachmann Betreuung mit eidgenössischem Fähigkeitszeugnis (Behindertenbetreuung)',
  company_name: 'Stiftung Wohnen und Arbeiten für Menschen mit Beeinträchtigung Zürcher Oberland',
  place: 'Wetzikon ZH',
  address: 'Bahnhofstrasse 150, 8620 Wetzikon',
  required_experience: 'Mindestens zwei Jahre Berufserfahrung in der Betreuung.',
  latitude: 47.3226,
  longitude: 8.7978,
  is_applied: false,
  job_description:
    '<p>Sie begleiten Erwachsene mit Beeinträchtigung im Alltag und fördern ihre Selbstständigkeit.</p>'.repeat(6),
};

export const availableLanguages: AvailableLanguage[] = [
  { id: 1, name: 'German' },
  { id: 2, name: 'Italian' },
  { id: 3, name: 'Spanish' },
  { id: 4, name: 'English' },
];

export const languageSkills: LanguageSkill[] = [
  { id: 11, admin_language_id: 4, admin_language: 'English', language: 'English', spoken_level: 'native' },
  { id: 12, admin_language_id: 1, admin_language: 'German', language: 'German', spoken_level: 'intermediate' },
];

export const appliedJobs: AppliedJob[] = [
  {
    id: 301,
    job_title: 'Warehouse Assistant',
    company_name: 'Logistik Limmat AG',
    place: 'Zürich',
    applied_at: '2026-11-02',
    status: 'under_review',
  },
  {
    id: 302,
    job_title: 'Event Staff',
    company_name: 'Bern Events GmbH',
    place: 'Bern',
    applied_at: '2026-10-28',
    status: 'applied',
  },
];

/** A tile that always loads without a network: a plain map-coloured square. */
export const offlineTileUrl =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='256' height='256'%3E%3Crect width='256' height='256' fill='%23e8efe6'/%3E%3Cpath d='M0 128h256M128 0v256' stroke='%23ffffff' stroke-width='10'/%3E%3C/svg%3E";

/** A tile address that can never load, so stories show the map's fallback deterministically. */
export const unreachableTileUrl = 'data:,not-an-image';

/** Story settings for the two widths of .storybook/preview.tsx: a 375 px phone and a 1280 px laptop. */
export const narrow = { globals: { viewport: { value: 'narrow', isRotated: false } } } as const;
export const wide = { globals: { viewport: { value: 'wide', isRotated: false } } } as const;
