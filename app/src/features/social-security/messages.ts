import { msg } from '@lingui/core/macro';
import { personalDetailsFormTranslations } from '@jumpers/ui';
import type { Language } from '../../i18n/language';
import { messageCatalog, uiTextCatalog, type MessageWith } from '../../i18n/messages';

/** The catalog of Profile › Social Security: its page, its cards and its two forms. */
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
  cards: {
    socialSecurityTitle: msg`Add Social Security Info`,
    socialSecurityDescription: msg`AHV number, pension contributions (AHV first pillar, BVG second pillar), child maintenance support and unemployment benefits.`,
    personalTitle: msg`Add Personal Info`,
    personalDescription: msg`Title, names, address, residence permit, nationality, marital status and language.`,
    open: msg`Open`,
  },
  socialSecurityForm: {
    ahvNumber: msg`AHV number (OASI)`,
    ahvHint: msg`e.g. 756.1234.5678.97`,
    maritalStatus: msg`Marital status`,
    single: msg`Single`,
    married: msg`Married`,
    divorced: msg`Divorced`,
    bvgContribution: msg`I opt in to BVG (second pillar) contributions; my employer matches them`,
    childMaintenance: msg`I am responsible for child maintenance (children under 18, or in education and under 25)`,
    unemploymentBenefits: msg`I receive unemployment benefits (I hand in a monthly interim-earnings report)`,
    pension: msg`Pension status`,
    noPension: msg`Neither retired nor disabled`,
    retired: msg`Retired or early retirement (AHV contributions only above 1400 CHF per month)`,
    disabilityPension: msg`Disability pension`,
    degreeOfDisability: msg`Degree of disability (%)`,
    decrease: msg`Decrease`,
    increase: msg`Increase`,
    bvgPillar: msg`BVG pillar`,
    contractOverThreeMonths: msg`Contract longer than three months`,
    employmentOver13Weeks: msg`Employment longer than 13 weeks`,
    responsibleForChildMaintenance: msg`Responsible for child maintenance`,
    submit: msg`Save`,
    cancel: msg`Cancel`,
    ahvRequired: msg`AHV Number is required`,
    maritalStatusRequired: msg`Please select marital status`,
    bvgPillarRequired: msg`Please select a BVG Pillar option`,
    pensionRequired: msg`Please select pension status`,
    disabilityRequired: msg`Disability value is required.`,
    // The browser's check reads as the server's refusal of the same rule (lib/server-error).
  },
});

/** The personal details form's own words of the ui, in the language in use. */
export const personalDetailsFormTexts = uiTextCatalog(personalDetailsFormTranslations);
