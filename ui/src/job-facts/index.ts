export { JobFacts, type JobFactsProps } from './job-facts';
export { jobFactsGermanText, jobFactsText, type JobFactsText } from './job-facts-text';
