import type { MobileNumberCheck } from '@jumpers/rules/mobile-number';

/** The form's message for a checked number (the rule is @jumpers/rules' `checkMobileNumber`): false when valid. */
export function mobileNumberMessage(
  checked: MobileNumberCheck,
  text: { mobileInvalid: string; mobileLength: string },
): string | false {
  if (checked.ok) return false;
  return checked.problem === 'invalid' ? text.mobileInvalid : text.mobileLength;
}
