export { JobTile, jobTileText, jobTileTranslations, type JobTileProps, type JobTileText } from './job-tile';
