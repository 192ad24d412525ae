export { ApplicationStageBadge, type ApplicationStageBadgeProps } from './application-stage-badge';
export {
  applicationStageBadgeText,
  applicationStageBadgeTranslations,
  type ApplicationStageBadgeText,
} from './application-stage-badge-text';
