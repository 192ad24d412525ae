import type { ApplicationStageBadgeText } from '../application-stage-badge-text';

/** Each stage agrees with "candidature" (feminine), as the e-mail that tells of a new stage names it. */
export default {
  stages: {
    sent: 'Envoyée',
    in_review: 'En cours d’examen',
    shortlisted: 'Présélectionnée',
    interview: 'Entretien',
    offer: 'Offre',
    hired: 'Poste obtenu',
    unsuccessful: 'Non retenue',
    withdrawn: 'Retirée',
  },
} satisfies ApplicationStageBadgeText;
