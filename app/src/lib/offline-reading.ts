/**
 * What a jumper can read without a connection: Explore's pages, jobs and saved jobs, what its apply flow reads (the
 * profile, languages, the draft: so that it goes as far as sending, which then says it needs a connection), and
 * Engagements' applications, as last loaded. The service worker (worker/service-worker.ts) keeps the answers of these
 * calls and nothing else.
 */
export const offlineApiCache = 'jumpers-offline-reading';

const readable = [
  /^\/api\/v1\/jumpers\/dashboard$/,
  /^\/api\/v1\/jumpers\/saved_jobs$/,
  /^\/api\/v1\/jumpers\/job\/[^/]+$/,
  /^\/api\/v1\/jumper_profile$/,
  /^\/api\/v1\/jumper_profile\/language_skills$/,
  /^\/api\/v1\/admin_languages$/,
  /^\/api\/v1\/apply_drafts\/[^/]+$/,
  /^\/api\/v1\/applied_jobs$/,
];

export function offlineReadable(pathname: string) {
  return readable.some((pattern) => pattern.test(pathname));
}

/** Log-out: what was kept for reading offline is private, and goes with the session. */
export async function forgetOfflineReading() {
  if ('caches' in globalThis) await caches.delete(offlineApiCache);
}
