export { JobFacts, type JobFactsProps } from './job-facts';
export { jobFactsText, jobFactsTranslations, type JobFactsText } from './job-facts-text';
