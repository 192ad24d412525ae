export { JobFilters, type JobFiltersProps } from './job-filters';
export { jobFiltersText, jobFiltersTranslations, type JobFiltersText } from './job-filters-text';
