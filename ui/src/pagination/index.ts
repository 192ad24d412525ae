export {
  Pagination,
  visiblePages,
  paginationText,
  paginationTranslations,
  type PaginationProps,
  type PaginationText,
} from './pagination';
