import type { ApplicationStageBadgeText } from '../application-stage-badge-text';

/** Each stage agrees with "candidatura" (feminine), as the e-mail that tells of a new stage names it. */
export default {
  stages: {
    sent: 'Inviata',
    in_review: 'In esame',
    shortlisted: 'Preselezionata',
    interview: 'Colloquio',
    offer: 'Offerta',
    hired: 'Posto ottenuto',
    unsuccessful: 'Non selezionata',
    withdrawn: 'Ritirata',
  },
} satisfies ApplicationStageBadgeText;
