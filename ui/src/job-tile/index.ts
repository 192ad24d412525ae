export { JobTile, type JobTileProps } from './job-tile';
