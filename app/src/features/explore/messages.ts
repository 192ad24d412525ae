import { msg } from '@lingui/core/macro';
import { jobFactsTranslations, saveToggleTranslations, type CommuteMode, type JobCriteriaText } from '@jumpers/ui';
import { intlLocale, type Language } from '../../i18n/language';
import {
  messageCatalog,
  uiTextCatalog,
  useMessages,
  useUiText,
  type MessageWith,
  type Texts,
} from '../../i18n/messages';
import { useGermanRequirementLabels } from '../../lib/german-requirement-text';

/** The catalog of the explore feature: its page, toolbar and dialogs. */
export const loadExploreMessages = (language: Language) => import(`./locales/${language}.po`);

export const exploreText = messageCatalog(loadExploreMessages, {
  title: msg`Explore`,
  layout: {
    kinds: msg`Kind of position`,
    jumperPositions: msg`Jumper positions`,
    permanentPositions: msg`Permanent positions`,
    search: msg`Search jobs`,
    searchButton: msg`Search`,
    noJobs: msg`No Jobs found`,
    loading: msg`Loading jobs`,
    pagination: msg`Result pages`,
    previous: msg`Previous`,
    next: msg`Next`,
    page: msg({ message: 'Page {page}' }) as MessageWith<{ page: number }>,
    kindLabels: {
      jumper: msg`Jumper position`,
      permanent: msg`Permanent position`,
    },
    /** A saved job that no longer takes applications, on its tile. */
    tileClosed: msg`Closed`,
  },
  noResult: msg`No result found`,
  detail: {
    getDirection: msg`Get Direction`,
    share: msg`Share`,
    apply: msg`Apply`,
    notInterested: msg`Not Interested`,
    applied: msg`Applied`,
    requiredExperience: msg`Required experience`,
    description: msg`Description`,
    readMore: msg`READ MORE`,
    readLess: msg`READ LESS`,
    location: msg`Location`,
    closed: msg`This job is closed: it takes no more applications.`,
  },
  firstLoadFailed: msg`Something went wrong!`,
  tryAgain: msg`Something went wrong, Please try again!`,
  notInterestedDone: msg`We will not show you this job again.`,
  /** The toast's Undo of Not Interested, and how screen readers reach it. */
  undo: msg`Undo`,
  undoHint: msg`Press F8 to reach Undo.`,
  notInterestedUndone: msg`The job is back in your list.`,
  linkCopied: msg`Link copied: it opens this job.`,
  copyThisLink: msg({ message: 'Copy this link to share the job: {url}' }) as MessageWith<{ url: string }>,
  sharedJob: msg`Shared job`,
  sharedJobGone: msg`This job is no longer available.`,
  showAllJobs: msg`Show all jobs`,
  loadingJob: msg`Loading the job`,
  openingApplication: msg`Opening the application`,
  /** The empty list's offer to loosen the filters. */
  clearFilters: msg`Clear the filters`,
  noJobsWithFilters: msg`No Jobs found with these filters`,
  /** The saved view: its heading, the way back to the search, and its empty list. */
  savedJobs: msg`Saved jobs`,
  backToSearch: msg`Back to all jobs`,
  noSavedJobs: msg`No saved jobs here yet. Press Save on a job to find it here later.`,
  saveSearchAsAlert: msg`Save this search as an alert`,
  openingAlert: msg`Opening the job alert`,
});

/** The ui's job facts and save toggle, on every tile and on the detail, in the language in use. */
const jobFactsTexts = uiTextCatalog(jobFactsTranslations);
const saveToggleTexts = uiTextCatalog(saveToggleTranslations);

/** The explore page's texts in the current language, with the job detail's German requirement and the ui's words. */
export function useExploreText() {
  const messages = useMessages(exploreText);
  const germanRequirement = useGermanRequirementLabels();
  const ui = { facts: useUiText(jobFactsTexts), save: useUiText(saveToggleTexts) };
  const { tileClosed, page, ...layout } = messages.layout;
  return {
    ...messages,
    layout: { ...layout, page: (number: number) => page({ page: number }), tile: { ...ui, closed: tileClosed } },
    detail: { ...messages.detail, ...germanRequirement, ...ui },
  };
}
export type ExploreText = ReturnType<typeof useExploreText>;

/**
 * The words of search criteria, shared by the filter panel (filters-sheet.tsx) and the job alert's summary
 * (save-alert-dialog.tsx): each puts them in its own catalog.
 */
export const criteriaMessages = {
  cantons: {
    AG: msg`Aargau`,
    AI: msg`Appenzell Innerrhoden`,
    AR: msg`Appenzell Ausserrhoden`,
    BE: msg`Bern`,
    BL: msg`Basel-Landschaft`,
    BS: msg`Basel-Stadt`,
    FR: msg`Fribourg`,
    GE: msg`Geneva`,
    GL: msg`Glarus`,
    GR: msg`Graubünden`,
    JU: msg`Jura`,
    LU: msg`Lucerne`,
    NE: msg`Neuchâtel`,
    NW: msg`Nidwalden`,
    OW: msg`Obwalden`,
    SG: msg`St. Gallen`,
    SH: msg`Schaffhausen`,
    SO: msg`Solothurn`,
    SZ: msg`Schwyz`,
    TG: msg`Thurgau`,
    TI: msg`Ticino`,
    UR: msg`Uri`,
    VD: msg`Vaud`,
    VS: msg`Valais`,
    ZG: msg`Zug`,
    ZH: msg`Zurich`,
  },
  sorts: {
    newest: msg`Newest first`,
    commute: msg`Shortest commute first`,
    pay: msg`Highest pay first`,
  },
  kinds: {
    jumper: msg`Jumper positions`,
    permanent: msg`Permanent positions`,
  },
  /** A search's words, quoted. */
  search: msg({ message: '“{words}”' }) as MessageWith<{ words: string }>,
  /** The longest commute, and how it is travelled. */
  maxCommute: msg({
    message:
      '{mode, select, transit {Up to {minutes} min to work by public transport} other {Up to {minutes} min to work by car}}',
  }) as MessageWith<{ minutes: number; mode: CommuteMode }>,
  /** A workload of one percentage, or of a range. */
  workloadOne: msg({ message: '{percent} % workload' }) as MessageWith<{ percent: number }>,
  workloadRange: msg({ message: '{from}–{to} % workload' }) as MessageWith<{ from: number; to: number }>,
  /** From the amount as written ('25'). */
  minPay: msg({ message: 'At least CHF {amount} / hour' }) as MessageWith<{ amount: string }>,
  canton: msg({ message: 'In {name}' }) as MessageWith<{ name: string }>,
  /** From the date as written ('1 Dec 2026'). */
  startFrom: msg({ message: 'Starting from {date}' }) as MessageWith<{ date: string }>,
  startWithin: {
    7: msg`Starting within a week`,
    14: msg`Starting within 2 weeks`,
    30: msg`Starting within a month`,
    90: msg`Starting within 3 months`,
  },
  germanUpToMyLevel: msg`German up to my level`,
};

/** The criteria's words as the ui's components take them, from a catalog's criteria in the current language. */
export function criteriaText(
  {
    search,
    maxCommute,
    workloadOne,
    workloadRange,
    minPay,
    canton,
    startFrom,
    ...words
  }: Texts<typeof criteriaMessages>,
  language: Language,
): JobCriteriaText {
  return {
    ...words,
    locale: intlLocale(language),
    search: (words) => search({ words }),
    maxCommute: (minutes, mode) => maxCommute({ minutes, mode }),
    workload: (from, to) => (from === to ? workloadOne({ percent: from }) : workloadRange({ from, to })),
    minPay: (amount) => minPay({ amount }),
    canton: (name) => canton({ name }),
    startFrom: (date) => startFrom({ date }),
  };
}
