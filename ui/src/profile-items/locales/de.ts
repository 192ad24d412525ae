import type { ProfileItemsText } from '../profile-items';

export default {
  present: 'Heute',
  employment: { full_time: 'Vollzeit', part_time: 'Teilzeit', internship: 'Praktikum' },
  spokenLevel: {
    beginner: 'Anfänger',
    intermediate: 'Mittelstufe',
    advanced: 'Fortgeschritten',
    native: 'Muttersprache',
  },
  documentType: { passport: 'Pass', id_card: 'Identitätskarte', residential_permit: 'Aufenthaltsbewilligung' },
  frontImage: 'Vorderseite',
  backImage: 'Rückseite',
  viewDocument: 'Dokument ansehen',
} satisfies ProfileItemsText;
