import { msg } from '@lingui/core/macro';
import { messageCatalog } from '../../i18n/messages';
import { loadAuthMessages } from './messages';

// Apart from the other auth texts, so that the sign-in page never loads the registration form's code.
export const registrationText = messageCatalog(loadAuthMessages, {
  /** ui's RegistrationForm; English is ui's own wording. */
  registrationForm: {
    gender: msg`Gender`,
    male: msg`Male`,
    female: msg`Female`,
    pronounce: msg`Pronounce`,
    firstName: msg`First name`,
    lastName: msg`Last name`,
    dob: msg`DOB`,
    mobileNumber: msg`Mobile number`,
    countryCode: msg`Country code`,
    email: msg`Email`,
    password: msg`Password`,
    submit: msg`Create Account`,
    haveAccount: msg`Already have an account?`,
    signIn: msg`Sign In`,
    showPassword: msg`Show password`,
    hidePassword: msg`Hide password`,
    genderRequired: msg`Please select gender!.`,
    pronounceRequired: msg`Please enter your pronounce.`,
    firstNameRequired: msg`Please enter your first name.`,
    lastNameRequired: msg`Please enter your last name.`,
    dobRequired: msg`Please enter your date of birth.`,
    dobInFuture: msg`Date of birth cannot be in the future.`,
    mobileRequired: msg`Please enter your mobile number.`,
    mobileInvalid: msg`Please enter a valid mobile number.`,
    mobileLength: msg`Mobile number must be between 10 and 15 digits.`,
    emailRequired: msg`Please enter your email.`,
    emailInvalid: msg`Please enter a valid email.`,
    passwordRequired: msg`Please enter your password.`,
    passwordWeak: msg`Password must contain at least 8 characters, including alphabet and special character.`,
  },
  /** ui's PasswordChecklist, shown under the password field. */
  passwordChecklist: {
    hasLetter: msg`One Letter`,
    hasSpecialSymbol: msg`One special symbol`,
    hasMinimumLength: msg`A minimum of 8 Characters`,
    /** Read after each rule by screen readers, since the icon alone says it visually. */
    met: msg`met`,
    notMet: msg`not met`,
  },
});
