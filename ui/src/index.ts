export { cn } from './lib/cn';
export * from './button';
export * from './spinner';
export * from './job-tile';
export * from './job-list';
export * from './job-map';
export type {
  AppliedJob,
  ApplicationPayload,
  AvailableLanguage,
  Job,
  JobKind,
  JumperPosition,
  LanguageSkill,
  PermanentJob,
  SpokenLevel,
} from './lib/jobs';
export { directionsUrl, jobKind, jobTitle, spokenLevelFromValue, spokenLevelValues } from './lib/jobs';
export * from './job-detail';
