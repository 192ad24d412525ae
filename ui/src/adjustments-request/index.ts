export { AdjustmentsRequest, isAdjustmentsRequestComplete, type AdjustmentsRequestProps } from './adjustments-request';
export {
  adjustmentDetailsMaxLength,
  adjustmentsRequestGermanText,
  adjustmentsRequestText,
  type AdjustmentsRequestText,
} from './adjustments-request-text';
