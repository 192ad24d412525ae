export {
  JobProfileCard,
  jobProfileCardText,
  jobProfileCardTranslations,
  type JobProfileCardProps,
  type JobProfileCardText,
} from './job-profile-card';
