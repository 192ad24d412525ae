import type { JobCriteriaText } from '../../job-criteria-text';

export default {
  locale: 'de-CH',
  cantons: {
    AG: 'Aargau', AI: 'Appenzell Innerrhoden', AR: 'Appenzell Ausserrhoden', BE: 'Bern', BL: 'Basel-Landschaft',
    BS: 'Basel-Stadt', FR: 'Freiburg', GE: 'Genf', GL: 'Glarus', GR: 'Graubünden', JU: 'Jura', LU: 'Luzern',
    NE: 'Neuenburg', NW: 'Nidwalden', OW: 'Obwalden', SG: 'St. Gallen', SH: 'Schaffhausen', SO: 'Solothurn',
    SZ: 'Schwyz', TG: 'Thurgau', TI: 'Tessin', UR: 'Uri', VD: 'Waadt', VS: 'Wallis', ZG: 'Zug', ZH: 'Zürich',
  }, // prettier-ignore
  sorts: { newest: 'Neueste zuerst', commute: 'Kürzester Arbeitsweg zuerst', pay: 'Höchster Lohn zuerst' },
  kinds: { jumper: 'Jumper-Stellen', permanent: 'Festanstellungen' },
  search: (words) => `«${words}»`,
  maxCommute: (minutes, mode) => `Bis ${minutes} Min. Arbeitsweg ${mode === 'transit' ? 'mit dem ÖV' : 'mit dem Auto'}`,
  workload: (from, to) => (from === to ? `${from} % Pensum` : `${from}–${to} % Pensum`),
  minPay: (amount) => `Mindestens CHF ${amount} / Stunde`,
  canton: (name) => `Im Kanton ${name}`,
  startFrom: (date) => `Beginn ab ${date}`,
  startWithin: { 7: 'Beginn innert einer Woche', 14: 'Beginn innert 2 Wochen', 30: 'Beginn innert eines Monats', 90: 'Beginn innert 3 Monaten' }, // prettier-ignore
  germanUpToMyLevel: 'Deutsch bis zu meinem Niveau',
} satisfies JobCriteriaText;
