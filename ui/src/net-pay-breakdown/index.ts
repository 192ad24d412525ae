export { NetPayBreakdown, type NetPayBreakdownProps } from './net-pay-breakdown';
export { netPayBreakdownGermanText, netPayBreakdownText, type NetPayBreakdownText } from './net-pay-breakdown-text';
export type { MinimumWageCheck, NetPayEstimate, NetPayLeftOut, NetPayLine, NetPayLineKey } from './net-pay-estimate';
