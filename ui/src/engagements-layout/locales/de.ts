import type { EngagementsLayoutText } from '../engagements-layout';

export default {
  outcomes: 'Stand der Bewerbungen',
  applied: 'Beworben',
  unsuccessful: 'Erfolglose Bewerbungen',
  withdrawn: 'Zurückgezogen',
  jobKind: 'Art der Stelle',
  temporaryJobs: 'Temporäre Stellen',
  permanentJobs: 'Feste Stellen',
  empty: 'Hier gibt es noch keine Bewerbungen.',
  emptyAction: 'Auf eine Stelle bewerben',
  loading: 'Bewerbungen werden geladen',
} satisfies EngagementsLayoutText;
