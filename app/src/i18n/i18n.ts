import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { common } from './common';

export const languages = ['en', 'de'] as const;
export type Language = (typeof languages)[number];

/** A catalog per language; the German one must have every key of the English one (i18n/catalogs.test.ts). */
export type Catalog = { en: Record<string, string>; de: Record<string, string> };

const storageKey = 'jumpers.language';

function initialLanguage(): Language {
  const stored = localStorage.getItem(storageKey);
  if (stored === 'en' || stored === 'de') return stored;
  return navigator.language.toLowerCase().startsWith('de') ? 'de' : 'en';
}

function followDocumentLanguage(language: string) {
  document.documentElement.lang = language;
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: languages,
  ns: ['common'],
  defaultNS: 'common',
  resources: { en: { common: common.en }, de: { common: common.de } },
  interpolation: { escapeValue: false },
  initAsync: false,
});
followDocumentLanguage(i18n.language);
i18n.on('languageChanged', followDocumentLanguage);

/** Switches the interface language and remembers the choice. */
export function changeLanguage(language: Language) {
  localStorage.setItem(storageKey, language);
  void i18n.changeLanguage(language);
}

/** Each feature brings its own messages when its code loads. */
export function addCatalog(namespace: string, catalog: Catalog) {
  for (const language of languages) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, catalog[language]);
  }
}
