export { JobMap, type JobMapProps } from './job-map';
export { jobMapText, jobMapTranslations, type JobMapText } from './job-map-text';
