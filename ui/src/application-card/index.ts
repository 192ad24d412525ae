export { ApplicationCard, type ApplicationCardProps } from './application-card';
export { applicationCardGermanText, applicationCardText, type ApplicationCardText } from './application-card-text';
