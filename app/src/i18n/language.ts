import { useSyncExternalStore } from 'react';

export const languages = ['en', 'de', 'fr', 'it'] as const;
export type Language = (typeof languages)[number];

const storageKey = 'jumpers.language';
const listeners = new Set<() => void>();

function isLanguage(value: string | null): value is Language {
  return (languages as readonly (string | null)[]).includes(value);
}

/**
 * The language of a first page: the one chosen on an earlier visit, else the browser's (`fr-CH` is French), else
 * English.
 */
export function initialLanguage(stored: string | null, browserLanguage: string): Language {
  if (isLanguage(stored)) return stored;
  const primary = browserLanguage.toLowerCase().split('-')[0] ?? '';
  return isLanguage(primary) ? primary : 'en';
}

/**
 * The `Intl` locale that writes numbers, dates and sorted lists in a language: Swiss for the national languages,
 * British for English, whose dates then put the day first as in Switzerland.
 */
export function intlLocale(language: Language): string {
  return language === 'en' ? 'en-GB' : `${language}-CH`;
}

let current: Language = initialLanguage(localStorage.getItem(storageKey), navigator.language);
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
