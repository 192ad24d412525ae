import type { PaginationText } from '../pagination';

export default {
  previous: 'Precedente',
  next: 'Successivo',
  page: (page) => `Pagina ${page}`,
} satisfies PaginationText;
