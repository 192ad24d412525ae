/** Field rules shared by the account calls, with their English messages (docs/product-rules.md#validation-messages). */
import { isEmail } from '@jumpers/rules/email';
import { checkMobileNumber } from '@jumpers/rules/mobile-number';
import { fieldErrors, type FieldProblem } from '../http/errors';

export function normalizeEmail(email: string | undefined): string {
  return (email ?? '').trim().toLowerCase();
}

export function emailProblem(email: string): FieldProblem | undefined {
  if (email === '') return { code: 'required', message: 'Please enter email.' };
  return isEmail(email) ? undefined : { code: 'invalid_email', message: 'Please enter a valid email.' };
}

/**
 * A mobile number as typed, for the country of the calling code `countryCode` unless it names its own: in E.164
 * with the calling code it has; undefined when it is not a valid mobile number.
 */
export function mobileNumberOf(value: string | number | undefined, countryCode: string | null | undefined) {
  const checked = checkMobileNumber(value, countryCode);
  return checked.ok ? checked : undefined;
}

export function mobileProblem(
  value: string | number | undefined,
  countryCode: string | null | undefined,
): FieldProblem | undefined {
  const checked = checkMobileNumber(value, countryCode);
  if (checked.ok) return undefined;
  return checked.problem === 'invalid'
    ? { code: 'invalid_mobile_number', message: 'Please enter a valid mobile number.' }
    : { code: 'mobile_number_length', message: 'Mobile number must be between 10 and 15 digits.' };
}

/** A required field left empty: its message, with the code `required`. */
export function missing(message: string): FieldProblem {
  return { code: 'required', message };
}

/**
 * Collects per-field problems, each a message with its code (a bare message has the code `invalid`); `problems()`
 * is empty when every rule held.
 */
export class FieldProblems {
  private readonly found: Record<string, FieldProblem[]> = {};

  add(field: string, problem: FieldProblem | string | undefined) {
    if (problem === undefined) return this;
    (this.found[field] ??= []).push(typeof problem === 'string' ? { code: 'invalid', message: problem } : problem);
    return this;
  }

  problems() {
    return this.found;
  }
}

/** Throws one 422 (`validation_failed`) naming every field at fault, when there is one. */
export function throwIfProblems(problems: FieldProblems) {
  const error = fieldErrors(problems.problems());
  if (error) throw error;
}
