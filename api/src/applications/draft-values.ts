import { fieldError } from '../http/errors';

/** A draft's values as JSON may take this many bytes, */
export const draftValuesMaxBytes = 16 * 1024;
/** and nest objects and arrays this deep (the values object itself is level 1). */
export const draftValuesMaxDepth = 4;

function depthOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  const inner = Array.isArray(value) ? value : Object.values(value);
  let deepest = 0;
  for (const item of inner) deepest = Math.max(deepest, depthOf(item));
  return 1 + deepest;
}

/** The values of an apply draft, refused (422 on `field`) when they are larger or deeper than a draft may be. */
export function checkedDraftValues(values: Record<string, unknown>, field: string): Record<string, unknown> {
  if (Buffer.byteLength(JSON.stringify(values)) > draftValuesMaxBytes) {
    throw fieldError(field, `A draft may hold at most ${draftValuesMaxBytes / 1024} KiB.`, 422, 'too_long');
  }
  if (depthOf(values) > draftValuesMaxDepth) {
    throw fieldError(field, `A draft may nest at most ${draftValuesMaxDepth} levels.`, 422, 'invalid');
  }
  return values;
}
