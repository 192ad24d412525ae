export {
  SocialSecurityForm,
  socialSecurityFormText,
  socialSecurityProfileSectionText,
  type SocialSecurityFormProps,
  type SocialSecurityFormText,
} from './social-security-form';
