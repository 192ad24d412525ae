export {
  ApplyDialog,
  applyDialogText,
  applyDialogTranslations,
  type ApplyDialogText,
  type ApplyDialogProps,
  type ApplyStep,
} from './apply-dialog';
export type { TravelEstimate, TravelEstimates } from './directions-step';
