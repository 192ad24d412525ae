import { afterEach, describe, expect, it } from 'vitest';
import { getLanguage, initialLanguage, intlLocale, languages, setLanguage } from './language';

describe('the language a first page opens in', () => {
  it('is the one chosen on an earlier visit, whatever the browser says', () => {
    for (const language of languages) expect(initialLanguage(language, 'de-CH')).toBe(language);
  });

  it('is the browser’s when it is one of the app’s, by its primary subtag', () => {
    expect(initialLanguage(null, 'fr-CH')).toBe('fr');
    expect(initialLanguage(null, 'fr')).toBe('fr');
    expect(initialLanguage(null, 'it-CH')).toBe('it');
    expect(initialLanguage(null, 'IT')).toBe('it');
    expect(initialLanguage(null, 'de-AT')).toBe('de');
    expect(initialLanguage(null, 'en-US')).toBe('en');
  });

  it('is English for any other browser language, and when what was stored is no language of the app', () => {
    expect(initialLanguage(null, 'es-ES')).toBe('en');
    expect(initialLanguage(null, 'rm-CH')).toBe('en');
    expect(initialLanguage(null, '')).toBe('en');
    expect(initialLanguage('es', 'it-CH')).toBe('it');
    expect(initialLanguage('', 'fr-CH')).toBe('fr');
  });
});

describe('the Intl locale of a language', () => {
  it('is Swiss for German, French and Italian and British for English', () => {
    expect(languages.map(intlLocale)).toEqual(['en-GB', 'de-CH', 'fr-CH', 'it-CH']);
  });

  it('is one the browser formats with, putting the day first', () => {
    const day = new Date(Date.UTC(2026, 10, 21));
    const written = languages.map((language) =>
      new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(day),
    );
    expect(written).toEqual(['21 November 2026', '21. November 2026', '21 novembre 2026', '21 novembre 2026']);
  });
});

describe('choosing a language', () => {
  afterEach(() => setLanguage('en'));

  it('is remembered for the next visit and tells assistive technology', () => {
    setLanguage('it');
    expect(getLanguage()).toBe('it');
    expect(document.documentElement.lang).toBe('it');
    expect(initialLanguage(localStorage.getItem('jumpers.language'), 'de-CH')).toBe('it');
  });
});
