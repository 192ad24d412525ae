/** E-mail addresses (docs/product-rules.md#validation-messages). */

/** Something@domain.tld: no spaces, one @, a top-level domain of two characters or more. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Whether `value` (trimmed by the caller) is an e-mail address. */
export function isEmail(value: string): boolean {
  return emailPattern.test(value);
}
