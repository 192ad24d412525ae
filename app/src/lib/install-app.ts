import { useSyncExternalStore } from 'react';

/** Chromium's offer to install the app, held until the jumper presses Install (not in TypeScript's DOM types). */
type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };

/**
 * How this browser installs the app: by our own button (Chromium's prompt), by the steps of Safari on iPhone and
 * iPad (Share, Add to Home Screen), from the browser's own menu (any other, or Chromium before it offers), or not at
 * all, as it runs installed.
 */
export type InstallWay = 'installed' | 'prompt' | 'ios' | 'browser-menu';

let offer: InstallPromptEvent | undefined;
let installed =
  matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

// Kept from the first page that shows the offer (landing, Settings) and the worker's registration on, so that an
// offer Chromium makes at any time afterwards is there when the jumper comes to it.
addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  offer = event as InstallPromptEvent;
  changed();
});
addEventListener('appinstalled', () => {
  installed = true;
  offer = undefined;
  changed();
});

const appleTouchDevice = () =>
  /iphone|ipad|ipod/i.test(navigator.userAgent) ||
  (/macintosh/i.test(navigator.userAgent) && navigator.maxTouchPoints > 1);

function installWay(): InstallWay {
  if (installed) return 'installed';
  if (offer) return 'prompt';
  return appleTouchDevice() ? 'ios' : 'browser-menu';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallWay(): InstallWay {
  return useSyncExternalStore(subscribe, installWay);
}

/** Shows Chromium's install dialog; the offer can be used once, whatever the jumper answers. */
export async function installApp() {
  const taken = offer;
  if (!taken) return;
  offer = undefined;
  await taken.prompt();
  if ((await taken.userChoice).outcome === 'accepted') installed = true;
  changed();
}
