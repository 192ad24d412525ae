export {
  SocialSecurityCards,
  socialSecurityCardsText,
  type SocialSecurityCardsProps,
  type SocialSecurityCardsText,
} from './social-security-cards';
