import type { JobMapText } from '../job-map-text';

export default {
  openMap: 'Ouvrir la carte sur OpenStreetMap',
  overview: 'Carte de la Suisse avec le lieu de travail',
  attribution: '© les contributeurs d’OpenStreetMap',
  overviewAttribution: 'Frontières\u00a0: © OFS, swisstopo',
} satisfies JobMapText;
