import { msg } from '@lingui/core/macro';
import type { Language } from '../../i18n/language';
import { messageCatalog, type MessageWith } from '../../i18n/messages';

/** The catalog of Settings: its tabs and pages, the account's sections, the unsubscribe page. */
export const loadSettingsMessages = (language: Language) => import(`./locales/${language}.po`);

/** The Settings tabs and the Account tab. */
export const settingsText = messageCatalog(loadSettingsMessages, {
  tabs: msg`Settings`,
  accountTab: msg`Account`,
  aboutUsTab: msg`About Us`,
  legalTab: msg`Legal`,
  title: msg`Account`,
  email: msg`Email`,
  status: msg`Status`,
  active: msg`Active`,
  password: msg`Password`,
  changePassword: msg`Change Password`,
  logOut: msg`Log-Out`,
  loading: msg`Loading your account`,
  loadFailed: msg`Something went wrong, Please try again!`,
  retry: msg`Try again`,
  mobileUpdated: msg`Mobile Number Updated SuccessFully.`,
  mobileFailed: msg`Something went wrong while updating.`,
  currentPasswordIncorrect: msg`Current password is incorrect.`,
  /**
   * English shows the server's own message; the other languages say the same in their own words (their translation
   * selects on the value, so that it still takes it).
   */
  passwordChanged: msg({ message: '{serverMessage}' }) as MessageWith<{ serverMessage: string }>,
  passwordFailed: msg`Something went wrong, Please try again!`,
});

/** Settings › About Us. */
export const aboutUsText = messageCatalog(loadSettingsMessages, {
  title: msg`About Us`,
  lead: msg`jumpers connects people looking for temporary and permanent work with employers all over Switzerland.`,
  rate: msg`Rate Us On Google`,
  rateDescription: msg`Tell others how jumpers worked for you.`,
  feedback: msg`Share Your Feedback`,
  feedbackDescription: msg`Something missing or not working? Write to our team.`,
  feedbackSubject: msg`Feedback on the jumpers web app`,
  social: msg`Follow us`,
  newTab: msg`(opens in a new tab)`,
});

/** Settings › Legal. */
export const legalSettingsText = messageCatalog(loadSettingsMessages, {
  title: msg`Legal`,
  lead: msg`The rules that apply when you use jumpers and work through us.`,
  terms: msg`Terms and conditions`,
  privacy: msg`Privacy and cookies policy`,
  gav: msg`Staff-leasing collective labour agreement (GAV Personalverleih)`,
  imprint: msg`Imprint`,
});
