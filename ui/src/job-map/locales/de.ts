import type { JobMapText } from '../job-map-text';

export default {
  openMap: 'Karte auf OpenStreetMap öffnen',
  overview: 'Karte der Schweiz mit dem Arbeitsort',
  attribution: '© OpenStreetMap-Mitwirkende',
  overviewAttribution: 'Grenzen: © BFS, swisstopo',
} satisfies JobMapText;
