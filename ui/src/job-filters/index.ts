export { JobFilters, type JobFiltersProps } from './job-filters';
export { jobFiltersGermanText, jobFiltersText, type JobFiltersText } from './job-filters-text';
