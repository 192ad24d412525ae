/** Password rules (docs/product-rules.md#validation-messages). The server refuses common passwords besides. */

const specialCharacter = /[!@#$%^&*]/;

/** The registration password's rules, one by one (the registration form shows each as it is met). */
export const registrationPasswordRules = {
  hasLetter: (value: string) => /[a-z]/i.test(value),
  hasSpecialSymbol: (value: string) => specialCharacter.test(value),
  hasMinimumLength: (value: string) => value.length >= 8,
};

/** Registration: at least 8 characters with a letter and one of !@#$%^&*. */
export function isRegistrationPassword(value: string): boolean {
  return Object.values(registrationPasswordRules).every((rule) => rule(value));
}

/**
 * A new password (change password and password reset): at least 8 characters of letters, digits and !@#$%^&* only,
 * with an upper-case and a lower-case letter, a digit and one of !@#$%^&*.
 */
export function isNewPassword(value: string): boolean {
  return /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]{8,}$/.test(value);
}
