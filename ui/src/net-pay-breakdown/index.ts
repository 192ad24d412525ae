export { NetPayBreakdown, type NetPayBreakdownProps } from './net-pay-breakdown';
export { netPayBreakdownText, netPayBreakdownTranslations, type NetPayBreakdownText } from './net-pay-breakdown-text';
export type { MinimumWageCheck, NetPayEstimate, NetPayLeftOut, NetPayLine, NetPayLineKey } from './net-pay-estimate';
