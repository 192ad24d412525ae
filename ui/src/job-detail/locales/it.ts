import facts from '../../job-facts/locales/it';
import map from '../../job-map/locales/it';
import germanRequirement from '../../lib/locales/german-requirement/it';
import save from '../../save-toggle/locales/it';
import type { JobDetailText } from '../job-detail-text';

export default {
  ...germanRequirement,
  getDirection: 'Itinerario',
  share: 'Condividi',
  apply: 'Candidarsi',
  notInterested: 'Non interessato',
  applied: 'Candidatura inviata',
  requiredExperience: 'Esperienza richiesta',
  description: 'Descrizione',
  readMore: 'CONTINUA A LEGGERE',
  readLess: 'MENO',
  location: 'Luogo',
  closed: 'Questo posto è chiuso: non accetta più candidature.',
  facts,
  save,
  map,
} satisfies JobDetailText;
