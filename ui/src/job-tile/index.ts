export { JobTile, jobTileText, type JobTileProps, type JobTileText } from './job-tile';
