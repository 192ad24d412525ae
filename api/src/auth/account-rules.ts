/** Field rules of SPEC.md §5 shared by the account calls, with the spec's messages. */
import { fieldErrors } from '../http/errors';

// A standard pattern: something@domain.tld, no spaces, one @.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function normalizeEmail(email: string | undefined): string {
  return (email ?? '').trim().toLowerCase();
}

export function emailProblem(email: string): string | undefined {
  if (email === '') return 'Please enter email.';
  return emailPattern.test(email) ? undefined : 'Please enter a valid email.';
}

/** The digits of a mobile number sent as a number or a string; undefined when it is not all digits. */
export function mobileDigits(value: string | number | undefined): string | undefined {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  return /^\d+$/.test(text) ? text : undefined;
}

export function mobileProblem(value: string | number | undefined): string | undefined {
  const digits = mobileDigits(value);
  if (digits === undefined) return 'Please enter a valid mobile number.';
  return digits.length < 10 || digits.length > 15 ? 'Mobile number must be between 10 and 15 digits.' : undefined;
}

/** Collects per-field messages; `problems()` is empty when every rule held. */
export class FieldProblems {
  private readonly found: Record<string, string[]> = {};

  add(field: string, message: string | undefined) {
    if (message !== undefined) (this.found[field] ??= []).push(message);
    return this;
  }

  problems() {
    return this.found;
  }
}

/** Throws one 422 naming every field at fault, when there is one. */
export function throwIfProblems(problems: FieldProblems) {
  const error = fieldErrors(problems.problems());
  if (error) throw error;
}
