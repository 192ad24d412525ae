// The same file as ui's @font-face names: the build gives one file one address.
import interLatinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/**
 * Inter is used once the service worker keeps its file, that is from the visit after the first (the worker keeps
 * every file of the build). A first visit sets its text in Inter's fallback all along (app/src/styles.css), Arial
 * scaled to Inter's metrics: its 49 KB never share a phone's line with the page's code and data, and no page is set
 * a second time. Changing the font of a page on screen restyles and lays out every element of it at once, 60–100 ms
 * on a laptop and four times that on a phone, a pause in which the page answers no tap (the same as the browser's
 * `font-display: optional`, under which a font that was not there for the first paint waits for the next visit).
 * The cache is asked as the app starts, long before its first render: a later visit's first page is set in Inter.
 */
export function setInterWhenKept() {
  if (!('caches' in globalThis)) return;
  caches.match(interLatinUrl, { ignoreSearch: true }).then(
    (kept) => {
      if (kept) document.documentElement.dataset.fonts = 'inter';
    },
    () => undefined,
  );
}
