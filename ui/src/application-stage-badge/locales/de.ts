import type { ApplicationStageBadgeText } from '../application-stage-badge-text';

export default {
  stages: {
    sent: 'Gesendet',
    in_review: 'In Prüfung',
    shortlisted: 'In der engeren Wahl',
    interview: 'Vorstellungsgespräch',
    offer: 'Angebot',
    hired: 'Angestellt',
    unsuccessful: 'Absage',
    withdrawn: 'Zurückgezogen',
  },
} satisfies ApplicationStageBadgeText;
