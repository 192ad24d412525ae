export { JobMap, type JobMapProps } from './job-map';
