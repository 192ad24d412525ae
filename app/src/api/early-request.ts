/**
 * The first requests of a first visit (a reload, a link opened), started by a script of its own
 * (src/first-request.ts) as soon as the page arrives, while the app's code is still on its way; the app's client
 * takes each answer when it asks for the same thing, instead of asking again once its code has run.
 */

interface EarlyRequest {
  url: URL;
  authorization: string;
  startedAt: number;
  response: Promise<Response>;
}

declare global {
  /**
   * The script and the app are built apart (route-preloads.ts) and each has its own copy of this module: they meet
   * on the page's global object.
   */
  var jumpersEarlyRequests: EarlyRequest[] | undefined;
}

/** An answer older than this is not handed out: the app's cache would count it stale (lib/query-client.ts). */
const usableForMs = 30_000;

/** Starts a GET of `address` for the session `key`; its answer waits for `takeEarlyResponse`. */
export function startEarlyRequest(address: string, key: string, timeoutMs: number) {
  const url = new URL(address, location.origin);
  const authorization = `Bearer ${key}`;
  const response = fetch(url, { headers: { Authorization: authorization }, signal: AbortSignal.timeout(timeoutMs) });
  // A failure is the app's to see when it takes the answer; until then it is not an unhandled rejection.
  response.catch(() => undefined);
  globalThis.jumpersEarlyRequests = [
    ...(globalThis.jumpersEarlyRequests ?? []),
    { url, authorization, startedAt: Date.now(), response },
  ];
}

/** The same query parameters, in any order and however spaces are written. */
function sameAddress(a: URL, b: URL) {
  if (a.origin !== b.origin || a.pathname !== b.pathname) return false;
  const entries = (url: URL) => [...url.searchParams].map(([name, value]) => `${name}=${value}`).sort();
  return entries(a).join('&') === entries(b).join('&');
}

/**
 * The early answer, once, when `request` asks for the same address with the same session; otherwise undefined
 * and the caller asks the server itself.
 */
export function takeEarlyResponse(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const current = (globalThis.jumpersEarlyRequests ?? []).filter(
    (candidate) => Date.now() - candidate.startedAt <= usableForMs,
  );
  const url = new URL(request.url);
  const match = current.find(
    (candidate) => request.headers.get('Authorization') === candidate.authorization && sameAddress(url, candidate.url),
  );
  globalThis.jumpersEarlyRequests = current.filter((candidate) => candidate !== match);
  return match?.response;
}
