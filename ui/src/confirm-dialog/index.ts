export {
  ConfirmDialog,
  confirmDialogText,
  confirmDialogTranslations,
  type ConfirmDialogProps,
  type ConfirmDialogText,
} from './confirm-dialog';
