import type { ProfileItemsText } from '../profile-items';

export default {
  present: 'Aujourd’hui',
  employment: { full_time: 'Temps plein', part_time: 'Temps partiel', internship: 'Stage' },
  spokenLevel: { beginner: 'Débutant', intermediate: 'Intermédiaire', advanced: 'Avancé', native: 'Langue maternelle' },
  documentType: { passport: 'Passeport', id_card: 'Carte d’identité', residential_permit: 'Permis de séjour' },
  frontImage: 'Recto',
  backImage: 'Verso',
  viewDocument: 'Voir le document',
} satisfies ProfileItemsText;
