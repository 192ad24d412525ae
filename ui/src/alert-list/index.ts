export { AlertList, type AlertListProps, type JobAlert } from './alert-list';
export { alertListText, alertListTranslations, type AlertListText } from './alert-list-text';
