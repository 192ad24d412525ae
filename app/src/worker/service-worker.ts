/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { offlineApiCache, offlineReadable } from '../lib/offline-reading';

declare const self: ServiceWorkerGlobalScope;

/**
 * Every file of this build is kept together: a page that loads a chunk lazily gets the one of the build it started
 * with, never a newer one from the server, until the jumper reloads into the new version (lib/app-worker.ts).
 */
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * Pages come from the server, which names each page's chunks and starts its first request in the HTML it sends; only
 * without a connection does the app shell open from the build's own index.html.
 */
registerRoute(
  new NavigationRoute(async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const shell = await matchPrecache('index.html');
      if (shell) return shell;
      throw error;
    }
  }),
);

async function digest(text: string) {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(bytes.slice(0, 12), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Answers are kept per session key (a digest of it, never the key itself), so that one jumper never reads another's
 * on a shared device; a request without a session is never kept. Log-out deletes the whole cache
 * (session/sign-out.ts).
 */
const perJumper = {
  async cacheKeyWillBeUsed({ request }: { request: Request }) {
    const authorization = request.headers.get('Authorization');
    if (!authorization) return request;
    const url = new URL(request.url);
    url.searchParams.set('jumper-cache', await digest(authorization));
    return url.href;
  },
  async cacheWillUpdate({ request, response }: { request: Request; response: Response }) {
    return request.headers.has('Authorization') && response.status === 200 ? response : null;
  },
};

registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && url.origin === self.location.origin && offlineReadable(url.pathname),
  new NetworkFirst({
    cacheName: offlineApiCache,
    plugins: [perJumper, new ExpirationPlugin({ maxAgeSeconds: 7 * 24 * 60 * 60, maxEntries: 200 })],
  }),
);

// Reload in the app (lib/app-worker.ts): the waiting version takes over, and the page loads anew from it.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

type PushNotice = { title: string; body: string; url: string; tag: string };

// An application's new stage (api/src/push/push-sender.ts): shown even with the app closed, one per application.
self.addEventListener('push', (event) => {
  const notice = event.data?.json() as PushNotice | undefined;
  if (!notice) return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      icon: '/icons/icon-192.png',
      data: { url: notice.url },
    }),
  );
});

// Tapping it opens the applications: in a window of the app that is open already, else in a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(
    (event.notification.data as { url?: string } | null)?.url ?? '/jumper/engagement',
    self.location.origin,
  );
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === url.origin);
      if (open) {
        await open.focus();
        await open.navigate(url.href);
      } else await self.clients.openWindow(url.href);
    })(),
  );
});
