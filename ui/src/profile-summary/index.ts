export {
  ProfileSummary,
  aboutMeMaxLength,
  profileSummaryText,
  profileSummaryTranslations,
  type ProfileSummaryProps,
  type ProfileSummaryText,
} from './profile-summary';
