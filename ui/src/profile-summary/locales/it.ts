import type { ProfileSummaryText } from '../profile-summary';

export default {
  changePhoto: 'Cambia foto',
  contactInfo: 'Dati di contatto',
  mobileNumber: 'Numero di cellulare',
  email: 'E-mail',
  address: 'Indirizzo',
  addressNotFound: 'Nessun indirizzo trovato',
  aboutMe: 'Su di me',
  save: 'Salva',
  viewTips: 'Vedi i consigli',
  charactersLeft: (remaining) => `Ancora ${remaining} caratteri`,
} satisfies ProfileSummaryText;
