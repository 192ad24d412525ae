import { msg } from '@lingui/core/macro';
import { exploreLayoutTranslations, jobDetailTranslations } from '@jumpers/ui';
import type { Language } from '../../i18n/language';
import { messageCatalog, uiTextCatalog, useMessages, useUiText, type MessageWith } from '../../i18n/messages';

/** The catalog of the explore feature: its page, toolbar and dialogs. */
export const loadExploreMessages = (language: Language) => import(`./locales/${language}.po`);

export const exploreText = messageCatalog(loadExploreMessages, {
  title: msg`Explore`,
  noResult: msg`No result found`,
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

/** The ui's words of the explore screen (with its tiles) and of the job detail, in the language in use. */
const exploreLayoutTexts = uiTextCatalog(exploreLayoutTranslations);
const jobDetailTexts = uiTextCatalog(jobDetailTranslations);

/** The explore page's texts in the current language, with the ui's words of its layout and job detail. */
export function useExploreText() {
  return { ...useMessages(exploreText), layout: useUiText(exploreLayoutTexts), detail: useUiText(jobDetailTexts) };
}
export type ExploreText = ReturnType<typeof useExploreText>;
