import type { JobCriteriaText } from '../../job-criteria-text';

export default {
  locale: 'fr-CH',
  cantons: {
    AG: 'Argovie', AI: 'Appenzell Rhodes-Intérieures', AR: 'Appenzell Rhodes-Extérieures', BE: 'Berne',
    BL: 'Bâle-Campagne', BS: 'Bâle-Ville', FR: 'Fribourg', GE: 'Genève', GL: 'Glaris', GR: 'Grisons', JU: 'Jura',
    LU: 'Lucerne', NE: 'Neuchâtel', NW: 'Nidwald', OW: 'Obwald', SG: 'Saint-Gall', SH: 'Schaffhouse', SO: 'Soleure',
    SZ: 'Schwytz', TG: 'Thurgovie', TI: 'Tessin', UR: 'Uri', VD: 'Vaud', VS: 'Valais', ZG: 'Zoug', ZH: 'Zurich',
  }, // prettier-ignore
  sorts: {
    newest: 'Plus récentes d’abord',
    commute: 'Trajet le plus court d’abord',
    pay: 'Salaire le plus élevé d’abord',
  },
  kinds: { jumper: 'Postes jumper', permanent: 'Postes fixes' },
  search: (words) => `«\u00a0${words}\u00a0»`,
  maxCommute: (minutes, mode) =>
    `Jusqu’à ${minutes} min de trajet ${mode === 'transit' ? 'en transports publics' : 'en voiture'}`,
  workload: (from, to) => (from === to ? `Taux d’activité de ${from} %` : `Taux d’activité de ${from}–${to} %`),
  minPay: (amount) => `Au moins CHF ${amount} / heure`,
  // "En" or "dans le" depends on the canton's name: the name alone, after its kind, reads right for all of them.
  canton: (name) => `Canton\u00a0: ${name}`,
  startFrom: (date) => `Début à partir du ${date}`,
  startWithin: { 7: 'Début dans la semaine', 14: 'Début dans les 2 semaines', 30: 'Début dans le mois', 90: 'Début dans les 3 mois' }, // prettier-ignore
  germanUpToMyLevel: 'Allemand jusqu’à mon niveau',
} satisfies JobCriteriaText;
