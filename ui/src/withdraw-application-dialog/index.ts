export { WithdrawApplicationDialog, type WithdrawApplicationDialogProps } from './withdraw-application-dialog';
export {
  withdrawalReasonMaxLength,
  withdrawApplicationDialogGermanText,
  withdrawApplicationDialogText,
  type WithdrawApplicationDialogText,
} from './withdraw-application-dialog-text';
