import { msg } from '@lingui/core/macro';
import type { Language } from '../../i18n/language';
import { messageCatalog, type MessageWith } from '../../i18n/messages';

/** The catalog of the sign-in and registration pages and of the forgot-password dialog. */
export const loadAuthMessages = (language: Language) => import(`./locales/${language}.po`);

export const authText = messageCatalog(loadAuthMessages, {
  signInTitle: msg({
    comment: 'role: the account type from the address, "jumper" or "company"',
    message: 'Sign in as {role}',
  }) as MessageWith<{ role: string }>,
  registerTitle: msg({
    comment: 'role: the account type from the address, "jumper" or "company"',
    message: 'Create your {role} account',
  }) as MessageWith<{ role: string }>,
  loginSuccess: msg`Login Successfull`,
  registered: msg`Jumper Registered Successfully.`,
  incorrectCredentials: msg`Incorrect username or password.`,
  somethingWentWrong: msg`Something went wrong, Please try again!`,
  googleTokenFailed: msg`Login Failed`,
  googleSignUpFailed: msg`Google Sign Up Failed`,
  googleLoginFailed: msg`Google Login Failed`,
  companyNotAvailable: msg`Company accounts are not available yet. Please sign in as a jumper.`,
  sessionEnded: msg`Your session has ended. Please sign in again.`,
  resetPassword: msg`Reset your password`,
});
