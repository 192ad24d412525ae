import { applicationStageBadgeText } from '../application-stage-badge/application-stage-badge-text';
import { applicationTimelineText } from '../application-timeline/application-timeline-text';
import type { Translations } from '../lib/translations';

/** The application card's words in English. */
export const applicationCardText = {
  appliedOn: 'Applied on',
  status: 'Status',
  /** Words for the values of `status`, shown when an application has no stage; without one, underscores become spaces. */
  statuses: {} as Record<string, string>,
  /** Marks an application that changed since the jumper last looked, read out before its title. */
  unread: 'New update',
  /** The toggle that shows the timeline. */
  showProgress: 'Show progress',
  /** The toggle that hides the timeline. */
  hideProgress: 'Hide progress',
  /** The button that withdraws an open application. */
  withdraw: 'Withdraw',
  /** The names of the stages, on the badge. */
  stageBadge: applicationStageBadgeText,
  /** The timeline's words. */
  timeline: applicationTimelineText,
};
export type ApplicationCardText = typeof applicationCardText;

/** The application card's words in every language. */
export const applicationCardTranslations: Translations<ApplicationCardText> = {
  en: applicationCardText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};
