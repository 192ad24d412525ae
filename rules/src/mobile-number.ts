/**
 * Mobile numbers, parsed and checked for their country with libphonenumber-js and its mobile metadata
 * (docs/product-rules.md#validation-messages). Stored in E.164 (`+41791234567`). Only the modules that handle a number
 * import this one, so the library stays out of the pages that do not.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/** The calling code of a number typed without one, and of an account without one: the marketplace is Swiss. */
const homeCallingCode = '41';

export type MobileNumberCheck =
  | {
      ok: true;
      /** E.164, `+41791234567`. */ number: string;
      /** The number's calling code, `+41`. */ countryCode: string;
    }
  | {
      ok: false;
      /** `length`: too few or too many digits for any number; `invalid`: anything else. */ problem:
        'invalid' | 'length';
    };

const callingCodeOf = (countryCode: string | null | undefined) =>
  (countryCode ?? '').replace(/\D/g, '') || homeCallingCode;

function parse(text: string, countryCode: string | null | undefined) {
  return parsePhoneNumberFromString(text.replace(/^00/, '+'), { defaultCallingCode: callingCodeOf(countryCode) });
}

/**
 * Checks a mobile number as typed for the country of `countryCode` (`+41`): national (`79 123 45 67`), with the trunk
 * prefix (`079 123 45 67`) or international (`+41 79 123 45 67`, `0041 79…`), with spaces, dashes, dots or brackets
 * between the digits. A number sent as a JSON number counts as its digits.
 */
export function checkMobileNumber(value: string | number | undefined, countryCode?: string | null): MobileNumberCheck {
  const text = (typeof value === 'number' ? String(value) : (value ?? '')).trim();
  if (!/^\+?[\d\s()./-]+$/.test(text) || !/\d/.test(text)) return { ok: false, problem: 'invalid' };
  const parsed = parse(text, countryCode);
  if (parsed?.isValid()) return { ok: true, number: parsed.number, countryCode: `+${parsed.countryCallingCode}` };
  // The length message speaks of the whole number, calling code included (at most 15 digits in E.164).
  const digits = parsed
    ? parsed.countryCallingCode.length + parsed.nationalNumber.length
    : text.replace(/\D/g, '').length;
  return { ok: false, problem: digits < 10 || digits > 15 ? 'length' : 'invalid' };
}

/**
 * A stored number as the API answers it: E.164. Accounts registered before numbers were parsed hold the digits as
 * typed (`0791234567`) beside their calling code; they are read in E.164 when they parse, and as stored otherwise.
 */
export function storedMobileNumber(stored: string | null, countryCode: string | null): string | null {
  if (stored === null || stored.startsWith('+')) return stored;
  const checked = checkMobileNumber(stored, countryCode);
  return checked.ok ? checked.number : stored;
}

/**
 * A stored number as people read it, `+41 79 123 45 67`. The server answers E.164; a number it kept as typed (an
 * account from before numbers were parsed) is read for `countryCode`, and shown as it is when it does not parse.
 */
export function formatMobileNumber(stored: string | null | undefined, countryCode?: string | null): string {
  if (!stored) return '';
  const parsed = parse(stored, countryCode);
  return parsed?.isValid() ? parsed.formatInternational() : stored;
}
