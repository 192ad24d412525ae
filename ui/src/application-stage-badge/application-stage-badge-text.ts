import type { ApplicationStage } from '../lib/jobs';
import type { Translations } from '../lib/translations';

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

/** The stages' names in every language. */
export const applicationStageBadgeTranslations: Translations<ApplicationStageBadgeText> = {
  en: applicationStageBadgeText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};
