/** The checks that several forms share. Each returns whether the value passes. */

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Sign-up password: at least 8 characters with a letter and one of !@#$%^&*. */
export const passwordRules = {
  hasLetter: (value: string) => /[a-z]/i.test(value),
  hasSpecialSymbol: (value: string) => /[!@#$%^&*]/.test(value),
  hasMinimumLength: (value: string) => value.length >= 8,
};

export function isRegistrationPassword(value: string) {
  return Object.values(passwordRules).every((rule) => rule(value));
}

/** New password: 8+ characters of letters, digits and !@#$%^&* only, with upper, lower, digit and special. */
export function isStrongPassword(value: string) {
  return /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]{8,}$/.test(value);
}

/** Today as `YYYY-MM-DD` in the user's time zone, the latest date a past-only date field accepts. */
export function todayIso(now = new Date()) {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** An AHV number, 756.XXXX.XXXX.XX, whose last digit is the EAN-13 check digit of the other twelve. */
export function isAhvNumber(value: string) {
  if (!/^756\.\d{4}\.\d{4}\.\d{2}$/.test(value)) return false;
  const digits = value.replaceAll('.', '').split('').map(Number);
  const sum = digits.slice(0, 12).reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}
