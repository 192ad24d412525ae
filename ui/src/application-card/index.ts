export { ApplicationCard, type ApplicationCardLabels, type ApplicationCardProps } from './application-card';
