import type { JobProfileCardText } from '../job-profile-card';

export default {
  underReview: 'Wird geprüft. Bitte laden Sie Ihren Lebenslauf hoch',
  underReviewCvOnFile: 'Wird geprüft. Ihr Lebenslauf liegt uns vor.',
  experience: (experience) => `Erfahrung: ${experience}`,
  delete: (jobProfile) => `${jobProfile} löschen`,
  confirmDelete: (jobProfile) => `Das Jobprofil ${jobProfile} löschen?`,
  confirm: 'Löschen',
  cancel: 'Abbrechen',
  statuses: { under_review: 'in Prüfung', approved: 'genehmigt', rejected: 'abgelehnt' },
} satisfies JobProfileCardText;
