export { ApplicationCard, type ApplicationCardProps } from './application-card';
export { applicationCardText, applicationCardTranslations, type ApplicationCardText } from './application-card-text';
