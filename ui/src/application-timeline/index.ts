export {
  ApplicationTimeline,
  type ApplicationTimelineData,
  type ApplicationTimelineProps,
} from './application-timeline';
export {
  applicationTimelineGermanText,
  applicationTimelineText,
  type ApplicationTimelineText,
} from './application-timeline-text';
