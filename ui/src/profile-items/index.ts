export {
  DocumentItem,
  EducationItem,
  IdentificationItem,
  LanguageSkillItem,
  WorkExperienceItem,
  profileItemsText,
  profileItemsTranslations,
  type ProfileItemsText,
} from './profile-items';
