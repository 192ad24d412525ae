export {
  DocumentItem,
  EducationItem,
  IdentificationItem,
  LanguageSkillItem,
  WorkExperienceItem,
  profileItemsText,
  type ProfileItemsText,
} from './profile-items';
