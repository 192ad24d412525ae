export { JobDetail, type JobDetailLabels, type JobDetailProps } from './job-detail';
