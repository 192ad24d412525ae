/**
 * What a jumper can read without a connection: Explore's pages, jobs and saved jobs, and Engagements' applications,
 * as last loaded. The service worker (worker/service-worker.ts) keeps the answers of these calls and nothing else.
 */
export const offlineApiCache = 'jumpers-offline-reading';

const readable = [
  /^\/api\/v1\/jumpers\/dashboard$/,
  /^\/api\/v1\/jumpers\/saved_jobs$/,
  /^\/api\/v1\/jumpers\/job\/[^/]+$/,
  /^\/api\/v1\/applied_jobs$/,
];

export function offlineReadable(pathname: string) {
  return readable.some((pattern) => pattern.test(pathname));
}

/** Log-out: what was kept for reading offline is private, and goes with the session. */
export async function forgetOfflineReading() {
  if ('caches' in globalThis) await caches.delete(offlineApiCache);
}
