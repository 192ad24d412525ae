import { msg } from '@lingui/core/macro';
import { messageCatalog, type MessageWith } from '../../i18n/messages';
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
  /** ui's ForgotPasswordForm; English is ui's own wording. */
  form: {
    emailStepIntro: msg`Enter the e-mail address of your account and we will send you a code.`,
    email: msg`Email`,
    next: msg`Next`,
    otpStepIntro: msg`Enter the 4-digit code we sent to your e-mail address.`,
    otp: msg`OTP`,
    submit: msg`Submit`,
    resend: msg`Resend OTP`,
    resendIn: msg({ message: 'Resend OTP in {seconds} s' }) as MessageWith<{ seconds: number }>,
    invalidOtp: msg`Invalid OTP!`,
    passwordStepIntro: msg`Choose a new password.`,
    newPassword: msg`New password`,
    confirmPassword: msg`Confirm password`,
    save: msg`Save`,
    showPassword: msg`Show password`,
    hidePassword: msg`Hide password`,
    emailRequired: msg`Please enter email.`,
    emailInvalid: msg`Please enter a valid email.`,
    otpRequired: msg`Please enter OTP.`,
    otpInvalid: msg`Please enter valid OTP.`,
    newPasswordRequired: msg`Please enter new password.`,
    confirmPasswordRequired: msg`Please enter confirm password.`,
    passwordWeak: msg`Password must contain at least 8 characters, including uppercase, lowercase, number, and special character.`,
    passwordMismatch: msg`Confirm password must be same as new password!.`,
  },
});
