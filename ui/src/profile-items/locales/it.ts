import type { ProfileItemsText } from '../profile-items';

export default {
  present: 'Oggi',
  employment: { full_time: 'Tempo pieno', part_time: 'Tempo parziale', internship: 'Stage' },
  spokenLevel: { beginner: 'Principiante', intermediate: 'Intermedio', advanced: 'Avanzato', native: 'Madrelingua' },
  documentType: { passport: 'Passaporto', id_card: 'Carta d’identità', residential_permit: 'Permesso di soggiorno' },
  frontImage: 'Fronte',
  backImage: 'Retro',
  viewDocument: 'Visualizza documento',
} satisfies ProfileItemsText;
