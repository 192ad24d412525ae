import { msg } from '@lingui/core/macro';
import type { Language } from '../i18n/language';
import { messageCatalog, type MessageWith } from '../i18n/messages';

/** The catalog of what every page shows: the frame, the shared helpers (lib), the error and not-found pages. */
export const loadShellMessages = (language: Language) => import(`./locales/${language}.po`);

export const shellText = messageCatalog(loadShellMessages, {
  explore: msg`Explore`,
  engagements: msg`Engagements`,
  profile: msg`Profile`,
  settings: msg`Settings`,
  feedbacks: msg`Feedbacks`,
  language: msg`Language`,
  support: msg`Support`,
  menu: msg`Menu`,
  unread: msg`new updates`,
  mainNavigation: msg`Main`,
  imprint: msg`Imprint`,
  privacyPolicy: msg`Privacy Policy`,
  terms: msg`Terms & Conditions`,
  gav: msg`GAV Personalverleih`,
  accessibility: msg`Accessibility`,
  legalLinks: msg`Legal`,
  copyright: msg({ message: '© {year} jumpers AG. All rights reserved.' }) as MessageWith<{ year: number }>,
  // The toaster puts the hotkey in place of "{hotkey}" itself: quoted, ICU leaves the braces as they are.
  notifications: msg({ message: "Notifications ('{hotkey}')" }),
  closeToast: msg`Close`,
  successToast: msg`Success`,
  errorToast: msg`Error`,
  loadingPage: msg`Loading the page…`,
});

/** Texts of pages shared by every feature. */
export const commonText = messageCatalog(loadShellMessages, {
  notFound: msg`404 Page Not Found!`,
  backToStart: msg`Back to the start page`,
  language: msg`Language`,
});

/** The error screen of the routes: a page whose code did not load (after a new version went out), or that broke. */
export const routeErrorText = messageCatalog(loadShellMessages, {
  notLoaded: msg`This page could not be loaded`,
  notLoadedHint: msg`jumpers may have been updated since you opened it, or the connection dropped. Reload to get the current version.`,
  broken: msg`Something went wrong`,
  brokenHint: msg`An error on our side stopped this page. Reload to try again.`,
  reload: msg`Reload`,
  backToExplore: msg`Back to Explore`,
});
