import {
  jobFactsGermanText,
  saveToggleGermanText,
  type ExploreLayoutText,
  type GermanRequirementLabels,
  type JobDetailText,
} from '@jumpers/ui';
import { defineCatalog } from '../../i18n/catalog';

interface ExploreTexts {
  title: string;
  layout: ExploreLayoutText;
  noResult: string;
  /** Without the German requirement's labels, which lib/german-requirement-text has for the apply flow too. */
  detail: Omit<JobDetailText, keyof GermanRequirementLabels>;
  firstLoadFailed: string;
  tryAgain: string;
  notInterestedDone: string;
  /** The toast's Undo of Not Interested, and how screen readers reach it. */
  undo: string;
  undoHint: string;
  notInterestedUndone: string;
  linkCopied: string;
  copyThisLink: (url: string) => string;
  sharedJob: string;
  sharedJobGone: string;
  showAllJobs: string;
  loadingJob: string;
  openingApplication: string;
  /** The empty list's offer to loosen the filters. */
  clearFilters: string;
  noJobsWithFilters: string;
  /** The saved view: its heading, the way back to the search, and its empty list. */
  savedJobs: string;
  backToSearch: string;
  noSavedJobs: string;
  saveSearchAsAlert: string;
  openingAlert: string;
}

export const exploreText = defineCatalog<ExploreTexts>(
  {
    title: 'Explore',
    layout: {
      kinds: 'Kind of position',
      jumperPositions: 'Jumper positions',
      permanentPositions: 'Permanent positions',
      search: 'Search jobs',
      searchButton: 'Search',
      noJobs: 'No Jobs found',
      loading: 'Loading jobs',
      pagination: 'Result pages',
      previous: 'Previous',
      next: 'Next',
      page: (page) => `Page ${page}`,
      kindLabels: { jumper: 'Jumper position', permanent: 'Permanent position' },
    },
    noResult: 'No result found',
    detail: {
      getDirection: 'Get Direction',
      share: 'Share',
      apply: 'Apply',
      notInterested: 'Not Interested',
      applied: 'Applied',
      requiredExperience: 'Required experience',
      description: 'Description',
      readMore: 'READ MORE',
      readLess: 'READ LESS',
      location: 'Location',
      closed: 'This job is closed: it takes no more applications.',
    },
    firstLoadFailed: 'Something went wrong!',
    tryAgain: 'Something went wrong, Please try again!',
    notInterestedDone: 'We will not show you this job again.',
    undo: 'Undo',
    undoHint: 'Press F8 to reach Undo.',
    notInterestedUndone: 'The job is back in your list.',
    linkCopied: 'Link copied: it opens this job.',
    copyThisLink: (url) => `Copy this link to share the job: ${url}`,
    sharedJob: 'Shared job',
    sharedJobGone: 'This job is no longer available.',
    showAllJobs: 'Show all jobs',
    loadingJob: 'Loading the job',
    openingApplication: 'Opening the application',
    clearFilters: 'Clear the filters',
    noJobsWithFilters: 'No Jobs found with these filters',
    savedJobs: 'Saved jobs',
    backToSearch: 'Back to all jobs',
    noSavedJobs: 'No saved jobs here yet. Press Save on a job to find it here later.',
    saveSearchAsAlert: 'Save this search as an alert',
    openingAlert: 'Opening the job alert',
  },
  {
    title: 'Entdecken',
    layout: {
      kinds: 'Art der Stelle',
      jumperPositions: 'Jumper-Stellen',
      permanentPositions: 'Festanstellungen',
      search: 'Stellen suchen',
      searchButton: 'Suchen',
      noJobs: 'Keine Stellen gefunden',
      loading: 'Stellen werden geladen',
      pagination: 'Ergebnisseiten',
      previous: 'Zurück',
      next: 'Weiter',
      page: (page) => `Seite ${page}`,
      kindLabels: { jumper: 'Jumper-Stelle', permanent: 'Festanstellung' },
      tile: { facts: jobFactsGermanText, save: saveToggleGermanText, closed: 'Geschlossen' },
    },
    noResult: 'Kein Ergebnis gefunden',
    detail: {
      getDirection: 'Route anzeigen',
      share: 'Teilen',
      apply: 'Bewerben',
      notInterested: 'Kein Interesse',
      applied: 'Beworben',
      requiredExperience: 'Erforderliche Erfahrung',
      description: 'Beschreibung',
      readMore: 'MEHR LESEN',
      readLess: 'WENIGER LESEN',
      location: 'Standort',
      closed: 'Diese Stelle ist geschlossen: Sie nimmt keine Bewerbungen mehr an.',
      facts: jobFactsGermanText,
      save: saveToggleGermanText,
    },
    firstLoadFailed: 'Etwas ist schiefgelaufen!',
    tryAgain: 'Etwas ist schiefgelaufen, bitte versuchen Sie es erneut!',
    notInterestedDone: 'Diese Stelle wird Ihnen nicht mehr angezeigt.',
    undo: 'Rückgängig',
    undoHint: 'Mit F8 erreichen Sie «Rückgängig».',
    notInterestedUndone: 'Die Stelle ist wieder in Ihrer Liste.',
    linkCopied: 'Link kopiert: Er öffnet diese Stelle.',
    copyThisLink: (url) => `Kopieren Sie diesen Link, um die Stelle zu teilen: ${url}`,
    sharedJob: 'Geteilte Stelle',
    sharedJobGone: 'Diese Stelle ist nicht mehr verfügbar.',
    showAllJobs: 'Alle Stellen anzeigen',
    loadingJob: 'Stelle wird geladen',
    openingApplication: 'Bewerbung wird geöffnet',
    clearFilters: 'Filter zurücksetzen',
    noJobsWithFilters: 'Keine Stellen mit diesen Filtern gefunden',
    savedJobs: 'Gemerkte Stellen',
    backToSearch: 'Zurück zu allen Stellen',
    noSavedJobs: 'Hier sind noch keine Stellen gemerkt. Mit «Merken» finden Sie eine Stelle später hier wieder.',
    saveSearchAsAlert: 'Diese Suche als Suchabo speichern',
    openingAlert: 'Suchabo wird geöffnet',
  },
);
