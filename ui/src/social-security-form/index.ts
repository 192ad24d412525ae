export {
  SocialSecurityForm,
  socialSecurityFormText,
  socialSecurityFormTranslations,
  socialSecurityProfileSectionText,
  socialSecurityProfileSectionTranslations,
  type SocialSecurityFormProps,
  type SocialSecurityFormText,
} from './social-security-form';
