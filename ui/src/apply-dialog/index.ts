export { ApplyDialog, type ApplyDialogLabels, type ApplyDialogProps, type ApplyStep } from './apply-dialog';
export type { TravelEstimate, TravelEstimates } from './directions-step';
