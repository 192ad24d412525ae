export {
  ProfileSection,
  profileSectionText,
  type ProfileSectionProps,
  type ProfileSectionText,
} from './profile-section';
