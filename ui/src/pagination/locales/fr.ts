import type { PaginationText } from '../pagination';

export default { previous: 'Précédent', next: 'Suivant', page: (page) => `Page ${page}` } satisfies PaginationText;
