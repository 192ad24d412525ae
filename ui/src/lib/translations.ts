/** The languages the design system's texts are written in. English is every component's defaults. */
export const uiLanguages = ['en', 'de', 'fr', 'it'] as const;
export type UiLanguage = (typeof uiLanguages)[number];

/** A language a component's texts are translated into: each is a module of its own, `locales/<language>.ts`. */
export type TranslatedLanguage = Exclude<UiLanguage, 'en'>;

/**
 * A component's texts in every language: English at hand (its defaults), each other language loaded on demand, so
 * that an app downloads only the language in use. Each `locales/<language>.ts` default-exports the whole text object,
 * checked against the English one (`satisfies`): a missing or extra text fails the type check.
 */
export type Translations<Text> = {
  readonly en: Text;
  readonly load: Readonly<Record<TranslatedLanguage, () => Promise<{ default: Text }>>>;
};

/** A component's texts in one language. */
export async function loadTranslation<Text>(translations: Translations<Text>, language: UiLanguage): Promise<Text> {
  if (language === 'en') return translations.en;
  return (await translations.load[language]()).default;
}

/**
 * The loaders of a text that a component's `locales/<language>.ts` modules hold beside their default export, as the
 * export `name`: a variant of the component's words, or the words of a companion in the same folder.
 */
export function loadNamedExport<Name extends string, Text>(
  locales: Readonly<Record<TranslatedLanguage, () => Promise<Record<NoInfer<Name>, Text>>>>,
  name: Name,
): Translations<Text>['load'] {
  const pick = (language: TranslatedLanguage) => async () => ({ default: (await locales[language]())[name] });
  return { de: pick('de'), fr: pick('fr'), it: pick('it') };
}
