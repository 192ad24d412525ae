export { JobMap, jobMapText, type JobMapProps, type JobMapText } from './job-map';
