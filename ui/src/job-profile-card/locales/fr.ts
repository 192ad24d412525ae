import type { JobProfileCardText } from '../job-profile-card';

export default {
  underReview: 'En cours d’examen. Veuillez télécharger votre CV',
  underReviewCvOnFile: 'En cours d’examen. Nous avons votre CV.',
  experience: (experience) => `Expérience\u00a0: ${experience}`,
  delete: (jobProfile) => `Supprimer ${jobProfile}`,
  confirmDelete: (jobProfile) => `Supprimer le profil professionnel ${jobProfile}\u00a0?`,
  confirm: 'Supprimer',
  cancel: 'Annuler',
  statuses: { under_review: 'en cours d’examen', approved: 'approuvé', rejected: 'refusé' },
} satisfies JobProfileCardText;
