import { msg } from '@lingui/core/macro';
import {
  personalDetailsFormTranslations,
  socialSecurityCardsTranslations,
  socialSecurityFormTranslations,
} from '@jumpers/ui';
import type { Language } from '../../i18n/language';
import { messageCatalog, uiTextCatalog, type MessageWith } from '../../i18n/messages';

/** The catalog of Profile › Social Security: its page. */
export const loadSocialSecurityMessages = (language: Language) => import(`./locales/${language}.po`);

export const socialSecurityText = messageCatalog(loadSocialSecurityMessages, {
  lead: msg`We need these details to pay your wages and social insurance contributions correctly.`,
  loading: msg`Loading your details`,
  loadFailed: msg`Your details could not be loaded.`,
  retry: msg`Try again`,
  socialSecurityDialog: msg`Social security details`,
  personalDialog: msg`Personal details`,
  socialSecuritySaved: msg`Social Security details updated successfully!`,
  socialSecurityFailed: msg`Failed to update details!`,
  personalSaved: msg`Jumper Personal Details Updated Successfully!`,
  personalFailed: msg`Your personal details could not be saved. Please try again.`,
  savedSummary: msg`Saved`,
  ahvSummary: msg({ message: 'AHV number {ahv}' }) as MessageWith<{ ahv: string }>,
  /** Swiss residence permits by their federal letters (SEM). */
  permits: {
    L: msg`L – short-term residence permit`,
    B: msg`B – residence permit`,
    C: msg`C – settlement permit`,
    Ci: msg`Ci – residence permit with gainful employment (family of international officials)`,
    G: msg`G – cross-border commuter permit`,
    F: msg`F – provisionally admitted foreigners`,
    N: msg`N – asylum seekers`,
    S: msg`S – people in need of protection`,
  },
});

/** The personal details form's own words of the ui, in the language in use. */
export const personalDetailsFormTexts = uiTextCatalog(personalDetailsFormTranslations);

/** The ui's cards and social security form of the page, in the language in use. */
export const socialSecurityCardsTexts = uiTextCatalog(socialSecurityCardsTranslations);
export const socialSecurityFormTexts = uiTextCatalog(socialSecurityFormTranslations);
