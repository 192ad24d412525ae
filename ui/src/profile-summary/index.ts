export {
  ProfileSummary,
  aboutMeMaxLength,
  profileSummaryText,
  type ProfileSummaryProps,
  type ProfileSummaryText,
} from './profile-summary';
