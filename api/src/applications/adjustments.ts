import { fieldError } from '../http/errors';
import type { ApplicationAdjustments } from '../db/jobs-schema';

/**
 * The adjustments of an application as they are kept: `details` trimmed, blank as null, and required when `other` is
 * among the kinds (its refusal names `<field>.details`). Null when none were asked for.
 */
export function applicationAdjustments(
  given: ApplicationAdjustments | null | undefined,
  field: string,
): ApplicationAdjustments | null {
  if (!given) return null;
  const details = given.details?.trim() || null;
  if (given.kinds.includes('other') && details === null) {
    throw fieldError(`${field}.details`, 'Please say which adjustment you need.', 422, 'required');
  }
  return { kinds: given.kinds, details };
}
