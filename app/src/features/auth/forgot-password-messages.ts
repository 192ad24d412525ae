import { msg } from '@lingui/core/macro';
import { forgotPasswordFormTranslations } from '@jumpers/ui';
import { messageCatalog, uiTextCatalog } from '../../i18n/messages';
import { loadAuthMessages } from './messages';

/** The forgot-password dialog's texts: loaded with the dialog, not with the sign-in page. */
export const forgotPasswordText = messageCatalog(loadAuthMessages, {
  title: msg`Forgot password`,
  somethingWentWrong: msg`Something went wrong, Please try again!`,
  userNotFound: msg`User not found!`,
  otpSent: msg`OTP sent successfully`,
  otpResent: msg`OTP resent successfully`,
  otpVerified: msg`OTP verified successfully`,
  passwordUpdated: msg`Password updated successfully`,
});

/** The ui's three-step form of the dialog, in the language in use. */
export const forgotPasswordFormTexts = uiTextCatalog(forgotPasswordFormTranslations);
