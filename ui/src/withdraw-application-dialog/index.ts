export { WithdrawApplicationDialog, type WithdrawApplicationDialogProps } from './withdraw-application-dialog';
export {
  withdrawalReasonMaxLength,
  withdrawApplicationDialogText,
  withdrawApplicationDialogTranslations,
  type WithdrawApplicationDialogText,
} from './withdraw-application-dialog-text';
