import type { FieldErrorCode, FieldProblem } from '../http/errors';

/** Collects per-field messages with their codes, the way the error shape carries them. */
export class FieldErrors {
  readonly errors: Record<string, FieldProblem[]> = {};
  /** @param code why the field is at fault; `invalid` unless a rule names its own. */
  add(field: string, message: string, code: FieldErrorCode = 'invalid') {
    (this.errors[field] ??= []).push({ code, message });
  }
  get empty() {
    return Object.keys(this.errors).length === 0;
  }
  /** The first message, to headline the response. */
  get first() {
    return Object.values(this.errors)[0]?.[0]?.message ?? '';
  }
}

/** A trimmed non-empty text, or undefined for a missing, blank or non-text value. */
export function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A whole number from a number or its text ("2"), or undefined. */
export function wholeNumber(value: unknown): number | undefined {
  const candidate = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof candidate === 'number' && Number.isInteger(candidate) ? candidate : undefined;
}

/** true/false from a boolean or its text (forms send "true", "1"), or undefined. */
export function flag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  return undefined;
}

/** Today's date in Switzerland as YYYY-MM-DD: the day a jumper sees on the calendar. */
export function todayInSwitzerland(now = new Date()) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(now);
}

/** A real calendar date as YYYY-MM-DD, or undefined; there is no year 0 (PostgreSQL refuses 0000-01-01). */
export function isoDate(value: unknown): string | undefined {
  const candidate = text(value);
  if (!candidate || !/^\d{4}-\d{2}-\d{2}$/.test(candidate) || candidate.startsWith('0000')) return undefined;
  const parsed = new Date(`${candidate}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(candidate) ? candidate : undefined;
}

/** Ids are 32-bit integers in the database: a larger one names nothing. */
export const largestId = 2_147_483_647;

/** Skill ids from a list or the comma-joined text the forms send ("3,7"). */
export function idList(value: unknown): number[] | undefined {
  if (value === undefined || value === null || value === '') return [];
  const parts = Array.isArray(value) ? value : String(value).split(',');
  const ids = parts.map((part) => wholeNumber(typeof part === 'string' ? part.trim() : part));
  return ids.every((id): id is number => id !== undefined && id > 0 && id <= largestId) ? [...new Set(ids)] : undefined;
}
