import type { JobProfileCardText } from '../job-profile-card';

export default {
  underReview: 'In verifica. La preghiamo di caricare il Suo curriculum vitae',
  underReviewCvOnFile: 'In verifica. Abbiamo il Suo curriculum vitae.',
  experience: (experience) => `Esperienza: ${experience}`,
  delete: (jobProfile) => `Elimina ${jobProfile}`,
  confirmDelete: (jobProfile) => `Eliminare il profilo professionale ${jobProfile}?`,
  confirm: 'Elimina',
  cancel: 'Annulla',
  statuses: { under_review: 'in verifica', approved: 'approvato', rejected: 'respinto' },
} satisfies JobProfileCardText;
