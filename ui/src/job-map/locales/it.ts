import type { JobMapText } from '../job-map-text';

export default {
  openMap: 'Apri la mappa su OpenStreetMap',
  overview: 'Mappa della Svizzera con il luogo di lavoro',
  attribution: '© i contributori di OpenStreetMap',
  overviewAttribution: 'Confini: © UST, swisstopo',
} satisfies JobMapText;
