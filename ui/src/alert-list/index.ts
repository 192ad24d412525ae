export { AlertList, type AlertListProps, type JobAlert } from './alert-list';
export { alertListGermanText, alertListText, type AlertListText } from './alert-list-text';
