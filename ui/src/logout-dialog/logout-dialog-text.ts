import type { Translations } from '../lib/translations';

/** The log-out dialog's words in English; an app can read them without loading the dialog. */
export const logoutDialogText = {
  title: 'Log out',
  description: 'Are you sure you want to log out?',
  confirm: 'Log-Out',
  cancel: 'Cancel',
};
export type LogoutDialogText = typeof logoutDialogText;

/** The log-out dialog's words in every language. */
export const logoutDialogTranslations: Translations<LogoutDialogText> = {
  en: logoutDialogText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};
