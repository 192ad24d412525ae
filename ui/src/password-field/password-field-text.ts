import type { Translations } from '../lib/translations';

/** The password field's own words in English (`text` overrides some or all); forms with one take them over. */
export const passwordFieldText = {
  /** Name of the toggle while the password is hidden. */
  showPassword: 'Show password',
  /** Name of the toggle while the password is shown. */
  hidePassword: 'Hide password',
};
export type PasswordFieldText = typeof passwordFieldText;

/** The password field's words in every language. */
export const passwordFieldTranslations: Translations<PasswordFieldText> = {
  en: passwordFieldText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};
