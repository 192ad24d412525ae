import type { QueryClient } from '@tanstack/react-query';
import type { paths } from '@jumpers/contract';

/**
 * A call the server answered without its data. The status is kept: a 404 can mean that a thing is gone
 * rather than that loading failed, and a 401 has already ended the session (see `handleUnauthorized`).
 */
export class ApiError extends Error {
  constructor(readonly status: number) {
    super(`The server answered ${status}.`);
    this.name = 'ApiError';
  }
}

const answeredAt = new WeakMap<object, Date>();

/**
 * Remembers when the server made an answer (its Date header), for what a screen makes of it: without a connection
 * the service worker hands back an answer kept from earlier, and the screen says from when (lib/offline-notice.tsx).
 */
export function answered<Value extends object>(value: Value, response: Response): Value {
  const date = response.headers.get('date');
  if (date) answeredAt.set(value, new Date(date));
  return value;
}

/** When the server made the answer this data came from, where known. */
export const whenAnswered = (value: object) => answeredAt.get(value);

/** The data of a call's answer, for a query function: any other answer throws, so the cache records a failure. */
export async function dataOf<Data>(call: Promise<{ data?: Data; response: Response }>): Promise<Data> {
  const { data, response } = await call;
  if (data === undefined) throw new ApiError(response.status);
  return data;
}

/** The session ended, and the sign-in page says so: a screen adds nothing to that. */
export const isSessionEnded = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Marks the cached answers of these API paths out of date; those on screen are asked again at once.
 * Every query key starts with the path it reads, so a save names what it changed without knowing
 * which screens show it. Resolves when the screens on view have their new answers.
 */
export function invalidatePaths(queryClient: QueryClient, ...changed: (keyof paths)[]) {
  return Promise.all(changed.map((path) => queryClient.invalidateQueries({ queryKey: [path] })));
}
