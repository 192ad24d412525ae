import { useSyncExternalStore } from 'react';

export const languages = ['en', 'de'] as const;
export type Language = (typeof languages)[number];

const storageKey = 'jumpers.language';
const listeners = new Set<() => void>();

function initialLanguage(): Language {
  const stored = localStorage.getItem(storageKey);
  if (stored === 'en' || stored === 'de') return stored;
  return navigator.language.toLowerCase().startsWith('de') ? 'de' : 'en';
}

let current: Language = initialLanguage();
document.documentElement.lang = current;

export function getLanguage(): Language {
  return current;
}

/** Switches every text of the app, remembers the choice, and tells assistive technology through `<html lang>`. */
export function setLanguage(language: Language) {
  rememberLanguage(language);
  current = language;
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/** Keeps the choice for the next visit, at once, even while its texts are still downloading. */
export function rememberLanguage(language: Language) {
  localStorage.setItem(storageKey, language);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, getLanguage);
}
