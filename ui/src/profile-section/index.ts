export {
  ProfileSection,
  profileSectionText,
  profileSectionTranslations,
  type ProfileSectionProps,
  type ProfileSectionText,
} from './profile-section';
