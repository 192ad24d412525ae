import type { NetPayBreakdownText } from '../net-pay-breakdown-text';

export default {
  locale: 'it-CH',
  caption: 'Stima',
  summary:
    'Quanto paga questo impiego all’ora, con i supplementi dovuti per il lavoro temporaneo e le deduzioni usuali.',
  columns: { item: 'Voce', rate: 'Aliquota', amount: 'CHF all’ora' },
  base: 'Salario di base',
  gross: 'Salario lordo',
  net: 'Netto all’ora',
  lines: {
    publicHolidays: 'Indennità per giorni festivi',
    holidays: 'Indennità per le vacanze',
    thirteenthMonth: '13a mensilità',
    ahvIvEo: 'AVS/AI/IPG',
    alv: 'Assicurazione contro la disoccupazione (AD)',
    gavEnforcement: 'Contributo alle spese d’esecuzione CCL',
  },
  leftOutIntro: 'Non dedotto qui, il Suo salario netto sarà quindi più basso:',
  leftOut: {
    accidentInsurance: 'assicurazione contro gli infortuni non professionali (INP)',
    sickPayInsurance: 'assicurazione d’indennità giornaliera di malattia (IGM)',
    pensionFund: 'cassa pensione (LPP)',
    withholdingTax: 'imposta alla fonte, se vi è assoggettato',
  },
  source: (year) => `Aliquote del CCL per il settore del prestito di personale per il ${year}.`,
  belowMinimumTitle: 'Inferiore al salario minimo',
  belowMinimum: (minimum) =>
    `Questo salario di base è inferiore al minimo del CCL per il settore del prestito di personale di CHF ${minimum} all’ora per questa regione. Si informi presso l’azienda prima di candidarsi.`,
} satisfies NetPayBreakdownText;
