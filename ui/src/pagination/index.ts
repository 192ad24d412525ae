export { Pagination, visiblePages, paginationText, type PaginationProps, type PaginationText } from './pagination';
