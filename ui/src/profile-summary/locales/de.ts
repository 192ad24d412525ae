import type { ProfileSummaryText } from '../profile-summary';

export default {
  changePhoto: 'Foto ändern',
  contactInfo: 'Kontaktangaben',
  mobileNumber: 'Mobilnummer',
  email: 'E-Mail',
  address: 'Adresse',
  addressNotFound: 'Keine Adresse gefunden',
  aboutMe: 'Über mich',
  save: 'Speichern',
  viewTips: 'Tipps ansehen',
  charactersLeft: (remaining) => `Noch ${remaining} Zeichen`,
} satisfies ProfileSummaryText;
