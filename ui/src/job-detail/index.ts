export { JobDetail, type JobDetailProps } from './job-detail';
export { jobDetailText, jobDetailTranslations, type JobDetailText } from './job-detail-text';
