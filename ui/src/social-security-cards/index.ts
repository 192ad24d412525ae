export {
  SocialSecurityCards,
  socialSecurityCardsText,
  socialSecurityCardsTranslations,
  type SocialSecurityCardsProps,
  type SocialSecurityCardsText,
} from './social-security-cards';
