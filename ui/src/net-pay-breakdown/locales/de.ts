import type { NetPayBreakdownText } from '../net-pay-breakdown-text';

export default {
  locale: 'de-CH',
  caption: 'Schätzung',
  summary: 'Was diese Stelle pro Stunde zahlt, mit den Zuschlägen für temporäre Arbeit und den üblichen Abzügen.',
  columns: { item: 'Posten', rate: 'Satz', amount: 'CHF pro Stunde' },
  base: 'Grundlohn',
  gross: 'Bruttolohn',
  net: 'Netto pro Stunde',
  lines: {
    publicHolidays: 'Feiertagsentschädigung',
    holidays: 'Ferienentschädigung',
    thirteenthMonth: '13. Monatslohn',
    ahvIvEo: 'AHV/IV/EO',
    alv: 'Arbeitslosenversicherung (ALV)',
    gavEnforcement: 'Vollzugskostenbeitrag GAV',
  },
  leftOutIntro: 'Hier nicht abgezogen, Ihr Nettolohn wird also tiefer sein:',
  leftOut: {
    accidentInsurance: 'Nichtberufsunfallversicherung (NBU)',
    sickPayInsurance: 'Krankentaggeldversicherung (KTG)',
    pensionFund: 'Pensionskasse (BVG)',
    withholdingTax: 'Quellensteuer, falls Sie sie bezahlen',
  },
  source: (year) => `Sätze des GAV Personalverleih für ${year}.`,
  belowMinimumTitle: 'Unter dem Mindestlohn',
  belowMinimum: (minimum) =>
    `Dieser Grundlohn liegt unter dem Mindestlohn des GAV Personalverleih von CHF ${minimum} pro Stunde für diese Region. Fragen Sie beim Unternehmen nach, bevor Sie sich bewerben.`,
} satisfies NetPayBreakdownText;
