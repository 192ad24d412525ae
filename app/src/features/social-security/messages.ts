import { msg } from '@lingui/core/macro';
import { socialSecurityCardsTranslations, socialSecurityFormTranslations } from '@jumpers/ui';
import type { Language } from '../../i18n/language';
import { messageCatalog, uiTextCatalog, type MessageWith } from '../../i18n/messages';

/** The catalog of Profile › Social Security: its page, and the personal details form. */
export const loadSocialSecurityMessages = (language: Language) => import(`./locales/${language}.po`);

export const socialSecurityText = messageCatalog(loadSocialSecurityMessages, {
  lead: msg`We need these details to pay your wages and social insurance contributions correctly.`,
  loading: msg`Loading your details`,
  loadFailed: msg`Your details could not be loaded.`,
  retry: msg`Try again`,
  close: msg`Close`,
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
  personalForm: {
    title: msg`Title`,
    titlePlaceholder: msg`Select title`,
    mr: msg`Mr`,
    mrs: msg`Mrs`,
    ms: msg`Ms`,
    pronounce: msg`Pronounce`,
    firstName: msg`First name`,
    lastName: msg`Last name`,
    /**
     * The field's name as the form shows it, and in lower case: English says "Edit first name", German
     * "Vorname bearbeiten"; each language takes the one its grammar wants.
     */
    edit: msg({ message: 'Edit {fieldLower}' }) as MessageWith<{ field: string; fieldLower: string }>,
    restore: msg({ message: 'Restore {fieldLower}' }) as MessageWith<{ field: string; fieldLower: string }>,
    dob: msg`Date of birth`,
    dateInFuture: msg`Please choose an earlier date.`,
    address: msg`Address`,
    plz: msg`PLZ`,
    city: msg`City`,
    state: msg`Canton`,
    country: msg`Country`,
    homeTown: msg`Home town`,
    residencePermit: msg`Residence permit`,
    nationality: msg`Nationality`,
    choose: msg`Select`,
    searchPlaceholder: msg`Type to search`,
    noMatches: msg`No matches`,
    /** `total` comes formatted in the language's way (1,234 in English, 1’234 in German). */
    moreMatches: msg({ message: 'Showing {shown} of {total} towns. Type more to narrow the list.' }) as MessageWith<{
      shown: number;
      total: string;
    }>,
    maritalStatus: msg`Marital status`,
    single: msg`Single`,
    married: msg`Married`,
    divorced: msg`Divorced`,
    maritalStatusSince: msg`Marital status since`,
    cohabitation: msg`Living in cohabitation`,
    yes: msg`Yes`,
    no: msg`No`,
    language: msg`Language`,
    english: msg`English`,
    german: msg`German`,
    spanish: msg`Spanish`,
    italian: msg`Italian`,
    submit: msg`Save`,
    cancel: msg`Cancel`,
    pronounceRequired: msg`Pronounce is required`,
    addressRequired: msg`Address is required`,
    firstNameRequired: msg`First name is required`,
    lastNameRequired: msg`Last name is required`,
    maritalStatusRequired: msg`Please select marital status`,
    countryRequired: msg`Please select country`,
    cohabitationRequired: msg`Please select living in cohabitation`,
    residencePermitRequired: msg`Please select residence permit`,
    cityRequired: msg`Please select city`,
    titleRequired: msg`Please select title`,
    homeTownRequired: msg`Please select home town`,
    nationalityRequired: msg`Please select nationality`,
    languageRequired: msg`Please select at least one language`,
  },
});

/** The ui's cards and social security form of the page, in the language in use. */
export const socialSecurityCardsTexts = uiTextCatalog(socialSecurityCardsTranslations);
export const socialSecurityFormTexts = uiTextCatalog(socialSecurityFormTranslations);
