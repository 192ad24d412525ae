import facts from '../../job-facts/locales/fr';
import map from '../../job-map/locales/fr';
import germanRequirement from '../../lib/locales/german-requirement/fr';
import save from '../../save-toggle/locales/fr';
import type { JobDetailText } from '../job-detail-text';

export default {
  ...germanRequirement,
  getDirection: 'Itinéraire',
  share: 'Partager',
  apply: 'Postuler',
  notInterested: 'Pas intéressé',
  applied: 'Candidature envoyée',
  requiredExperience: 'Expérience requise',
  description: 'Description',
  readMore: 'LIRE LA SUITE',
  readLess: 'MOINS',
  location: 'Lieu',
  closed: 'Cette offre est clôturée\u00a0: elle n’accepte plus de candidatures.',
  facts,
  save,
  map,
} satisfies JobDetailText;
