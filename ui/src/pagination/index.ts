export { Pagination, visiblePages, type PaginationProps } from './pagination';
