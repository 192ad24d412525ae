import type { JobCriteriaText } from '../../job-criteria-text';

export default {
  locale: 'it-CH',
  cantons: {
    AG: 'Argovia', AI: 'Appenzello Interno', AR: 'Appenzello Esterno', BE: 'Berna', BL: 'Basilea Campagna',
    BS: 'Basilea Città', FR: 'Friburgo', GE: 'Ginevra', GL: 'Glarona', GR: 'Grigioni', JU: 'Giura', LU: 'Lucerna',
    NE: 'Neuchâtel', NW: 'Nidvaldo', OW: 'Obvaldo', SG: 'San Gallo', SH: 'Sciaffusa', SO: 'Soletta', SZ: 'Svitto',
    TG: 'Turgovia', TI: 'Ticino', UR: 'Uri', VD: 'Vaud', VS: 'Vallese', ZG: 'Zugo', ZH: 'Zurigo',
  }, // prettier-ignore
  sorts: { newest: 'Più recenti prima', commute: 'Tragitto più breve prima', pay: 'Salario più alto prima' },
  kinds: { jumper: 'Posti jumper', permanent: 'Posti fissi' },
  search: (words) => `«${words}»`,
  maxCommute: (minutes, mode) =>
    `Fino a ${minutes} min di tragitto ${mode === 'transit' ? 'con i mezzi pubblici' : 'in auto'}`,
  workload: (from, to) =>
    from === to ? `Grado d’occupazione del ${from} %` : `Grado d’occupazione del ${from}–${to} %`,
  minPay: (amount) => `Almeno CHF ${amount} / ora`,
  // "In", "nel" or "nei" depends on the canton's name: the name alone, after its kind, reads right for all of them.
  canton: (name) => `Cantone: ${name}`,
  startFrom: (date) => `Inizio dal ${date}`,
  startWithin: { 7: 'Inizio entro una settimana', 14: 'Inizio entro 2 settimane', 30: 'Inizio entro un mese', 90: 'Inizio entro 3 mesi' }, // prettier-ignore
  germanUpToMyLevel: 'Tedesco fino al mio livello',
} satisfies JobCriteriaText;
