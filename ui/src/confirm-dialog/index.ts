export { ConfirmDialog, confirmDialogText, type ConfirmDialogProps, type ConfirmDialogText } from './confirm-dialog';
