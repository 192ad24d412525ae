import tile from '../../job-tile/locales/de';
import type { ExploreLayoutText } from '../explore-layout';

export default {
  kinds: 'Art der Stelle',
  jumperPositions: 'Jumper-Stellen',
  permanentPositions: 'Festanstellungen',
  search: 'Stellen suchen',
  searchButton: 'Suchen',
  noJobs: 'Keine Stellen gefunden',
  loading: 'Stellen werden geladen',
  pagination: 'Ergebnisseiten',
  previous: 'Zurück',
  next: 'Weiter',
  page: (page) => `Seite ${page}`,
  kindLabels: tile.kinds,
  tile: { facts: tile.facts, save: tile.save, closed: tile.closed },
} satisfies ExploreLayoutText;
