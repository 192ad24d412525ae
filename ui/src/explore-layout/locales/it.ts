import tile from '../../job-tile/locales/it';
import type { ExploreLayoutText } from '../explore-layout';

export default {
  kinds: 'Tipo di posto',
  jumperPositions: 'Posti jumper',
  permanentPositions: 'Posti fissi',
  search: 'Cerca posti',
  searchButton: 'Cerca',
  noJobs: 'Nessun posto trovato',
  loading: 'Caricamento dei posti',
  pagination: 'Pagine dei risultati',
  previous: 'Precedente',
  next: 'Successivo',
  page: (page) => `Pagina ${page}`,
  kindLabels: tile.kinds,
  tile: { facts: tile.facts, save: tile.save, closed: tile.closed },
} satisfies ExploreLayoutText;
