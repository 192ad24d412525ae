import type { Translations } from '../lib/translations';
import type { NetPayLeftOut, NetPayLineKey } from './net-pay-estimate';

/** The net-pay estimate's words in English; an app can read them without loading the component. */
export const netPayBreakdownText = {
  /** Number formats: English '0.68'; each translation names its Swiss locale ('de-CH', 'fr-CH', 'it-CH'). */
  locale: 'en-GB',
  caption: 'Estimate',
  /** Under the caption: what the table is. */
  summary: 'What this job pays per hour, with the supplements owed on temporary work and the usual deductions.',
  columns: { item: 'Item', rate: 'Rate', amount: 'CHF per hour' },
  base: 'Base wage',
  gross: 'Gross wage',
  net: 'Net per hour',
  lines: {
    publicHolidays: 'Public holiday pay',
    holidays: 'Holiday pay',
    thirteenthMonth: '13th month salary',
    ahvIvEo: 'AHV/IV/EO',
    alv: 'Unemployment insurance (ALV)',
    gavEnforcement: 'GAV enforcement contribution',
  } as Record<NetPayLineKey, string>,
  /** Before the list of what the estimate leaves out. */
  leftOutIntro: 'Not deducted here, so your net pay will be lower:',
  leftOut: {
    accidentInsurance: 'non-occupational accident insurance (NBU)',
    sickPayInsurance: 'sick-pay insurance (KTG)',
    pensionFund: 'pension fund (BVG)',
    withholdingTax: 'withholding tax, if you pay it',
  } as Record<NetPayLeftOut, string>,
  /** Where the rates come from, from the year of the table. */
  source: (year: number) => `Rates of the GAV Personalverleih for ${year}.`,
  belowMinimumTitle: 'Below the minimum wage',
  /** From the minimum as written ('21.22'). */
  belowMinimum: (minimum: string) =>
    `This base wage is below the GAV Personalverleih minimum of CHF ${minimum} per hour for this area. Ask the company before you apply.`,
};
export type NetPayBreakdownText = typeof netPayBreakdownText;

/** The net-pay estimate's words in every language. */
export const netPayBreakdownTranslations: Translations<NetPayBreakdownText> = {
  en: netPayBreakdownText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};
