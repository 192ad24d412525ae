export {
  ApplyDialog,
  applyDialogText,
  type ApplyDialogText,
  type ApplyDialogProps,
  type ApplyStep,
} from './apply-dialog';
export type { TravelEstimate, TravelEstimates } from './directions-step';
export { applyAdjustmentsGermanText } from './adjustments-german-text';
