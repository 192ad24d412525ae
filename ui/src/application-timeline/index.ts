export {
  ApplicationTimeline,
  type ApplicationTimelineData,
  type ApplicationTimelineProps,
} from './application-timeline';
export {
  applicationTimelineText,
  applicationTimelineTranslations,
  type ApplicationTimelineText,
} from './application-timeline-text';
