export {
  ApplicationCard,
  applicationCardText,
  type ApplicationCardText,
  type ApplicationCardProps,
} from './application-card';
