export {
  JobProfileCard,
  jobProfileCardText,
  type JobProfileCardProps,
  type JobProfileCardText,
} from './job-profile-card';
