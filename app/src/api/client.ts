import createClient, { type Middleware } from 'openapi-fetch';
import { clearSession, getSession, sessionKey } from '../session/session';
import { takeEarlyResponse } from './early-request';
import { requestTimeoutMs } from './timeouts';
import type { components, paths } from '@jumpers/contract';

export type ErrorBody = components['schemas']['Error'];

/** A call that got no answer in time; its message is shown to the user as it is. */
export class RequestTimeoutError extends Error {
  constructor() {
    super('The server did not answer in time. Please check your connection and try again.');
    this.name = 'RequestTimeoutError';
  }
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/**
 * What happens after the server refused the session (401) of any call, a page's load or a save: the
 * middleware below has already forgotten the session, and the handler (the jumper area's) takes the user
 * to sign in again. Returns a function that restores the previous handler.
 */
export function handleUnauthorized(handler: UnauthorizedHandler) {
  const previous = onUnauthorized;
  onUnauthorized = handler;
  return () => {
    onUnauthorized = previous;
  };
}

const bearer: Middleware = {
  onRequest({ request }) {
    const key = sessionKey();
    if (key) request.headers.set('Authorization', `Bearer ${key}`);
    return request;
  },
  onResponse({ request, response }) {
    // Once per ended session: the calls still out when it ended find it forgotten already.
    if (response.status === 401 && request.headers.has('Authorization') && getSession().status !== 'none') {
      clearSession();
      onUnauthorized();
    }
    return response;
  },
};

/** fetch with a deadline: a stalled connection ends as a RequestTimeoutError instead of a spinner forever. */
async function fetchWithTimeout(request: Request): Promise<Response> {
  const early = takeEarlyResponse(request);
  if (early) {
    return early.catch((error: unknown) => {
      throw error instanceof DOMException && error.name === 'TimeoutError' ? new RequestTimeoutError() : error;
    });
  }
  const isUpload = request.headers.get('Content-Type')?.startsWith('multipart/') ?? false;
  const deadline = AbortSignal.timeout(isUpload ? requestTimeoutMs.upload : requestTimeoutMs.json);
  try {
    return await fetch(request, { signal: AbortSignal.any([request.signal, deadline]) });
  } catch (error) {
    if (deadline.aborted) throw new RequestTimeoutError();
    throw error;
  }
}

/** The one client of the app, typed from api/openapi.yaml. The base address is configuration (same origin by default). */
export const api = createClient<paths>({
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  fetch: fetchWithTimeout,
});
api.use(bearer);
