/**
 * Mobile numbers, parsed and checked for their country with libphonenumber-js and its mobile metadata, as the
 * server does (docs/product-rules.md#validation-messages). Only the forms and views that show a number import this
 * module, so the library stays out of the pages that do not.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/** The calling code of a number typed without one when none is chosen: the marketplace is Swiss. */
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
 * between the digits.
 */
export function checkMobileNumber(value: string, countryCode?: string | null): MobileNumberCheck {
  const text = value.trim();
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
 * A stored number as people read it, `+41 79 123 45 67`. The server answers E.164; a number it kept as typed (an
 * account from before numbers were parsed) is read for `countryCode`, and shown as it is when it does not parse.
 */
export function formatMobileNumber(stored: string | null | undefined, countryCode?: string | null): string {
  if (!stored) return '';
  const parsed = parse(stored, countryCode);
  return parsed?.isValid() ? parsed.formatInternational() : stored;
}

/** The form's message for a checked number: false when it is valid. */
export function mobileNumberMessage(
  checked: MobileNumberCheck,
  text: { mobileInvalid: string; mobileLength: string },
): string | false {
  if (checked.ok) return false;
  return checked.problem === 'invalid' ? text.mobileInvalid : text.mobileLength;
}
