import type { ProfileSummaryText } from '../profile-summary';

export default {
  changePhoto: 'Changer la photo',
  contactInfo: 'Coordonnées',
  mobileNumber: 'Numéro de mobile',
  email: 'E-mail',
  address: 'Adresse',
  addressNotFound: 'Aucune adresse trouvée',
  aboutMe: 'À propos de moi',
  save: 'Enregistrer',
  viewTips: 'Voir les conseils',
  charactersLeft: (remaining) => `Encore ${remaining} caractères`,
} satisfies ProfileSummaryText;
