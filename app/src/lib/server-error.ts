import type { ErrorBody } from '../api/client';

/**
 * The sentence the server gave for a refused request (422 and the like): the first per-field message if
 * there is one, else its `error`; undefined for anything else (a 5xx, an unreadable body).
 */
export function serverMessage(error: unknown, response: Response): string | undefined {
  if (response.status < 400 || response.status >= 500 || typeof error !== 'object' || error === null) return undefined;
  const body = error as Partial<ErrorBody>;
  const first = Object.values(body.errors ?? {}).flat()[0];
  return first ?? body.error;
}
