import {
  applicationCardGermanText,
  applicationCardText,
  type ApplicationCardText,
  type EngagementsLayoutText,
} from '@jumpers/ui';
import { defineCatalog } from '../../i18n/catalog';

interface EngagementsTexts {
  title: string;
  layout: EngagementsLayoutText;
  card: ApplicationCardText;
  locale: string;
  loadFailed: string;
}

export const engagementsText = defineCatalog<EngagementsTexts>(
  {
    title: 'Engagements',
    layout: {
      outcomes: 'Applications',
      applied: 'Applied',
      unsuccessful: 'Unsuccessful Applications',
      withdrawn: 'Withdrawn',
      jobKind: 'Kind of job',
      temporaryJobs: 'Temporary Jobs',
      permanentJobs: 'Permanent Jobs',
      empty: 'No applications here yet.',
      emptyAction: 'Apply For A Job',
      loading: 'Loading applications',
    },
    card: {
      ...applicationCardText,
      statuses: { applied: 'Applied', unsuccessful: 'Unsuccessful' },
    },
    locale: 'en-GB',
    loadFailed: 'Something went wrong, Please again later.',
  },
  {
    // What this page holds are applications and their outcomes: 'Einsätze' would promise booked assignments.
    title: 'Bewerbungen',
    layout: {
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
    },
    card: {
      ...applicationCardGermanText,
      statuses: { applied: 'Beworben', unsuccessful: 'Erfolglos' },
    },
    locale: 'de-CH',
    loadFailed: 'Etwas ist schiefgelaufen, bitte versuchen Sie es später erneut.',
  },
);
