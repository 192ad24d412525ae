import facts from '../../job-facts/locales/de';
import map from '../../job-map/locales/de';
import germanRequirement from '../../lib/locales/german-requirement/de';
import save from '../../save-toggle/locales/de';
import type { JobDetailText } from '../job-detail-text';

export default {
  ...germanRequirement,
  getDirection: 'Route anzeigen',
  share: 'Teilen',
  apply: 'Bewerben',
  notInterested: 'Kein Interesse',
  applied: 'Beworben',
  requiredExperience: 'Erforderliche Erfahrung',
  description: 'Beschreibung',
  readMore: 'MEHR LESEN',
  readLess: 'WENIGER LESEN',
  location: 'Standort',
  closed: 'Diese Stelle ist geschlossen: Sie nimmt keine Bewerbungen mehr an.',
  facts,
  save,
  map,
} satisfies JobDetailText;
