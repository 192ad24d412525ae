import tile from '../../job-tile/locales/fr';
import type { ExploreLayoutText } from '../explore-layout';

export default {
  kinds: 'Type de poste',
  jumperPositions: 'Postes jumper',
  permanentPositions: 'Postes fixes',
  search: 'Rechercher des offres',
  searchButton: 'Rechercher',
  noJobs: 'Aucune offre trouvée',
  loading: 'Chargement des offres',
  pagination: 'Pages de résultats',
  previous: 'Précédent',
  next: 'Suivant',
  page: (page) => `Page ${page}`,
  kindLabels: tile.kinds,
  tile: { facts: tile.facts, save: tile.save, closed: tile.closed },
} satisfies ExploreLayoutText;
