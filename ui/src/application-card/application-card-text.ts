import {
  applicationStageBadgeGermanText,
  applicationStageBadgeText,
} from '../application-stage-badge/application-stage-badge-text';
import {
  applicationTimelineGermanText,
  applicationTimelineText,
} from '../application-timeline/application-timeline-text';

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

/** The same in German (formal "Sie", Swiss spelling). */
export const applicationCardGermanText: ApplicationCardText = {
  appliedOn: 'Beworben am',
  status: 'Status',
  statuses: {},
  unread: 'Neuigkeit',
  showProgress: 'Verlauf anzeigen',
  hideProgress: 'Verlauf ausblenden',
  withdraw: 'Zurückziehen',
  stageBadge: applicationStageBadgeGermanText,
  timeline: applicationTimelineGermanText,
};
