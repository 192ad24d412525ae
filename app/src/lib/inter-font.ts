// The same file as ui's @font-face names: the build gives one file one address.
import interLatinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/**
 * Inter's file (49 KB) is asked for once the first page is on screen, not beside the page's code and data: on a
 * phone's line it would share the line with them and show the page later. Until then text is set in Inter's
 * fallback (app/src/styles.css), Arial scaled to Inter's metrics, so the swap moves nothing.
 */
function setInter() {
  document.documentElement.dataset.fonts = 'inter';
}

/** On a later visit the service worker keeps the file: Inter from the first paint of the page, no swap seen. */
export function setInterWhenKept() {
  if (!('caches' in globalThis)) return;
  caches.match(interLatinUrl, { ignoreSearch: true }).then(
    (kept) => kept && setInter(),
    () => undefined,
  );
}

/** Called once the first page is committed: a task queued by the next frame's callback runs after that frame's paint. */
export function setInterAfterNextPaint() {
  requestAnimationFrame(() => setTimeout(setInter));
}
