import { msg } from '@lingui/core/macro';
import { footerTranslations, navBarTranslations } from '@jumpers/ui';
import type { Language } from '../i18n/language';
import { messageCatalog, uiTextCatalog, type MessageWith } from '../i18n/messages';

/** The catalog of what every page shows: the frame, the shared helpers (lib), the error and not-found pages. */
export const loadShellMessages = (language: Language) => import(`./locales/${language}.po`);

export const shellText = messageCatalog(loadShellMessages, {
  explore: msg`Explore`,
  engagements: msg`Engagements`,
  profile: msg`Profile`,
  settings: msg`Settings`,
  feedbacks: msg`Feedbacks`,
  mainNavigation: msg`Main`,
  imprint: msg`Imprint`,
  privacyPolicy: msg`Privacy Policy`,
  terms: msg`Terms & Conditions`,
  gav: msg`GAV Personalverleih`,
  accessibility: msg`Accessibility`,
  copyright: msg({ message: '© {year} jumpers AG. All rights reserved.' }) as MessageWith<{ year: number }>,
  // The toaster puts the hotkey in place of "{hotkey}" itself: quoted, ICU leaves the braces as they are.
  notifications: msg({ message: "Notifications ('{hotkey}')" }),
});

/** The ui's navigation bar and footer, in the language in use: the frame of every page. */
export const navBarTexts = uiTextCatalog(navBarTranslations);
export const footerTexts = uiTextCatalog(footerTranslations);

/** Resolves once the frame's texts are loaded in that language: the first render waits for them, so nothing flashes. */
export function frameTextsReady(language: Language) {
  return Promise.all([shellText.ready(language), navBarTexts.ready(language), footerTexts.ready(language)]);
}

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
