export { JobList, type JobListProps } from './job-list';
