import { getLanguage, useLanguage, type Language } from './language';

/**
 * The texts of one feature in every language. German is checked against English by the compiler:
 * a missing or extra key, or a function with other parameters, does not build.
 */
export type Catalog<Texts> = Record<Language, Texts>;

export function defineCatalog<Texts extends object>(en: Texts, de: NoInfer<Texts>): Catalog<Texts> {
  return { en, de };
}

/** The texts of a catalog in the current language; the component renders again when the language changes. */
export function useText<Texts>(catalog: Catalog<Texts>): Texts {
  return catalog[useLanguage()];
}

/** For code outside components (toasts after a call, say). */
export function textNow<Texts>(catalog: Catalog<Texts>): Texts {
  return catalog[getLanguage()];
}
