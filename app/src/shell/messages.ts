import { defineCatalog } from '../i18n/catalog';

export const shellText = defineCatalog(
  {
    explore: 'Explore',
    engagements: 'Engagements',
    profile: 'Profile',
    settings: 'Settings',
    feedbacks: 'Feedbacks',
    language: 'Language',
    support: 'Support',
    menu: 'Menu',
    unread: 'new updates',
    mainNavigation: 'Main',
    imprint: 'Imprint',
    privacyPolicy: 'Privacy Policy',
    terms: 'Terms & Conditions',
    gav: 'GAV Personalverleih',
    accessibility: 'Accessibility',
    legalLinks: 'Legal',
    copyright: (year: number) => `© ${year} jumpers AG. All rights reserved.`,
    notifications: 'Notifications ({hotkey})',
    closeToast: 'Close',
    successToast: 'Success',
    errorToast: 'Error',
    loadingPage: 'Loading the page…',
  },
  {
    explore: 'Entdecken',
    engagements: 'Bewerbungen',
    profile: 'Profil',
    settings: 'Einstellungen',
    feedbacks: 'Feedback',
    language: 'Sprache',
    support: 'Support',
    menu: 'Menü',
    unread: 'neue Meldungen',
    mainNavigation: 'Hauptnavigation',
    imprint: 'Impressum',
    privacyPolicy: 'Datenschutzerklärung',
    terms: 'AGB',
    gav: 'GAV Personalverleih',
    accessibility: 'Barrierefreiheit',
    legalLinks: 'Rechtliches',
    copyright: (year: number) => `© ${year} jumpers AG. Alle Rechte vorbehalten.`,
    notifications: 'Benachrichtigungen ({hotkey})',
    closeToast: 'Schliessen',
    successToast: 'Erfolg',
    errorToast: 'Fehler',
    loadingPage: 'Die Seite wird geladen …',
  },
);

/** The error screen of the routes: a page whose code did not load (after a new version went out), or that broke. */
export const routeErrorText = defineCatalog(
  {
    notLoaded: 'This page could not be loaded',
    notLoadedHint:
      'jumpers may have been updated since you opened it, or the connection dropped. Reload to get the current version.',
    broken: 'Something went wrong',
    brokenHint: 'An error on our side stopped this page. Reload to try again.',
    reload: 'Reload',
    backToExplore: 'Back to Explore',
  },
  {
    notLoaded: 'Diese Seite konnte nicht geladen werden',
    notLoadedHint:
      'Vielleicht wurde jumpers aktualisiert, seit Sie die Seite geöffnet haben, oder die Verbindung ist abgebrochen. Laden Sie neu, um die aktuelle Version zu erhalten.',
    broken: 'Etwas ist schiefgelaufen',
    brokenHint:
      'Ein Fehler auf unserer Seite hat diese Seite angehalten. Laden Sie neu, um es noch einmal zu versuchen.',
    reload: 'Neu laden',
    backToExplore: 'Zurück zu Entdecken',
  },
);
