import type { SocialSecurityCardsText } from '../social-security-cards';

export default {
  socialSecurityTitle: 'Saisir les données de sécurité sociale',
  socialSecurityDescription:
    'Numéro AVS, cotisations de prévoyance (AVS premier pilier, LPP deuxième pilier), entretien des enfants et indemnités de chômage.',
  personalTitle: 'Saisir les données personnelles',
  personalDescription: 'Civilité, nom et prénom, adresse, autorisation de séjour, nationalité, état civil et langue.',
  open: 'Ouvrir',
} satisfies SocialSecurityCardsText;
