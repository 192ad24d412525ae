export { ApplicationStageBadge, type ApplicationStageBadgeProps } from './application-stage-badge';
export {
  applicationStageBadgeGermanText,
  applicationStageBadgeText,
  type ApplicationStageBadgeText,
} from './application-stage-badge-text';
