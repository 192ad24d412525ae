import type { ApplicationStage } from '../lib/jobs';

/** The stage badge's words in English: what each stage is called. */
export const applicationStageBadgeText = {
  stages: {
    sent: 'Sent',
    in_review: 'In review',
    shortlisted: 'Shortlisted',
    interview: 'Interview',
    offer: 'Offer',
    hired: 'Hired',
    unsuccessful: 'Unsuccessful',
    withdrawn: 'Withdrawn',
  } satisfies Record<ApplicationStage, string>,
};
export type ApplicationStageBadgeText = typeof applicationStageBadgeText;

/** The same in German (Swiss spelling). */
export const applicationStageBadgeGermanText: ApplicationStageBadgeText = {
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
};
