export { JobDetail, jobDetailText, type JobDetailText, type JobDetailProps } from './job-detail';
