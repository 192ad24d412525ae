import type { SocialSecurityCardsText } from '../social-security-cards';

export default {
  socialSecurityTitle: 'Sozialversicherung erfassen',
  socialSecurityDescription:
    'AHV-Nummer, Vorsorgebeiträge (AHV erste Säule, BVG zweite Säule), Kinderunterhalt und Arbeitslosenentschädigung.',
  personalTitle: 'Personalien erfassen',
  personalDescription: 'Anrede, Namen, Adresse, Aufenthaltsbewilligung, Nationalität, Zivilstand und Sprache.',
  open: 'Öffnen',
} satisfies SocialSecurityCardsText;
