/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { whenIdle } from './when-idle';

/**
 * Loaded once the first page has loaded and settled (main.tsx), never with it: when the browser is idle, registers the service worker, which keeps the
 * build's files and what can be read offline, and says when a new version has arrived. The new version takes over
 * only on Reload, so a page never mixes chunks of two builds. What this imports at once is only the registration:
 * each chunk it imports would be named in the entry chunk, which the first visit downloads.
 */
whenIdle(() => {
  const update = registerSW({
    onNeedRefresh() {
      void import('./update-ready').then(({ showUpdateReady }) => showUpdateReady(() => void update(true)));
    },
  });

  // From here on, an install offer Chromium makes is kept for the landing page and Settings to show.
  void import('./install-app');
});
