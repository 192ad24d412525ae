export { AdjustmentsRequest, isAdjustmentsRequestComplete, type AdjustmentsRequestProps } from './adjustments-request';
export {
  adjustmentDetailsMaxLength,
  adjustmentsRequestText,
  adjustmentsRequestTranslations,
  type AdjustmentsRequestText,
} from './adjustments-request-text';
