import type { NetPayBreakdownText } from '../net-pay-breakdown-text';

export default {
  locale: 'fr-CH',
  caption: 'Estimation',
  summary:
    'Ce que cet emploi paie par heure, avec les suppléments dus pour le travail temporaire et les déductions habituelles.',
  columns: { item: 'Poste', rate: 'Taux', amount: 'CHF par heure' },
  base: 'Salaire de base',
  gross: 'Salaire brut',
  net: 'Net par heure',
  lines: {
    publicHolidays: 'Indemnité pour jours fériés',
    holidays: 'Indemnité de vacances',
    thirteenthMonth: '13e salaire',
    ahvIvEo: 'AVS/AI/APG',
    alv: 'Assurance-chômage (AC)',
    gavEnforcement: 'Contribution aux frais d’exécution CCT',
  },
  leftOutIntro: 'Non déduit ici, votre salaire net sera donc plus bas\u00a0:',
  leftOut: {
    accidentInsurance: 'assurance-accidents non professionnels (ANP)',
    sickPayInsurance: 'assurance d’indemnités journalières maladie (IJM)',
    pensionFund: 'caisse de pension (LPP)',
    withholdingTax: 'impôt à la source, si vous y êtes soumis',
  },
  source: (year) => `Taux de la CCT Location de services pour ${year}.`,
  belowMinimumTitle: 'Inférieur au salaire minimum',
  belowMinimum: (minimum) =>
    `Ce salaire de base est inférieur au minimum de la CCT Location de services de CHF ${minimum} par heure pour cette région. Renseignez-vous auprès de l’entreprise avant de postuler.`,
} satisfies NetPayBreakdownText;
