import type { PaginationText } from '../pagination';

export default { previous: 'Zurück', next: 'Weiter', page: (page) => `Seite ${page}` } satisfies PaginationText;
