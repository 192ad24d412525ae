import type { Decorator, Loader } from '@storybook/react-vite';
import { loadTranslation, type Translations, type UiLanguage } from '../lib/translations';

/** The languages of the toolbar: those the product offers. */
export const storyLanguages = [
  { value: 'en', title: 'English' },
  { value: 'de', title: 'Deutsch' },
  { value: 'fr', title: 'Français' },
  { value: 'it', title: 'Italiano' },
] as const satisfies ReadonlyArray<{ value: UiLanguage; title: string }>;

export type StoryLanguage = (typeof storyLanguages)[number]['value'];

/**
 * A story's own words in other languages than English, by language: each entry returns the args of a story written
 * in that language (`{ de: () => GermanNarrow.args }`), read when a story renders, so that the story it names may be
 * declared after the meta. Only its words are taken from it (`text` and `label`, a field's or landmark's name); its
 * data and state stay those of the story shown. A component's own texts come from `parameters.translations`.
 */
export type StoryTranslations = Partial<Record<StoryLanguage, () => Record<string, unknown> | undefined>>;

const wordArgs = ['text', 'label'];

function isTextObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Loads the component's texts (`parameters.translations`, its `…Translations`) in the language chosen in the
 * toolbar or by the story (`globals: { language: 'fr' }`), as an app loads them: the language's module alone.
 */
export const loadStoryTranslation: Loader = async (context) => {
  const language = (context.globals.language ?? 'en') as StoryLanguage;
  const translations = context.parameters.translations as Translations<Record<string, unknown>> | undefined;
  if (language === 'en' || !translations) return {};
  return { translatedText: await loadTranslation(translations, language) };
};

/**
 * Renders every story in the chosen language: the component's own texts from its translations, the story's words
 * (`parameters.languages`) over them. A story with no words in that language stays English, and so does the page's
 * `lang`, so that a screen reader reads it as what it is.
 */
export const withLanguage: Decorator = (Story, context) => {
  const language = (context.globals.language ?? 'en') as StoryLanguage;
  const translations = context.parameters.languages as StoryTranslations | undefined;
  const storyArgs = language === 'en' ? undefined : translations?.[language]?.();
  const words = Object.fromEntries(Object.entries(storyArgs ?? {}).filter(([name]) => wordArgs.includes(name)));
  const translatedText: unknown = context.loaded.translatedText;
  if (isTextObject(translatedText)) words.text = { ...translatedText, ...(isTextObject(words.text) ? words.text : {}) };
  // The story's own `text` (a case it shows, such as an empty list) stays, in the language's words where it has them.
  if (isTextObject(words.text) && isTextObject(context.args.text)) words.text = { ...context.args.text, ...words.text };
  const translated = Object.keys(words).length > 0;
  context.canvasElement.ownerDocument.documentElement.lang = translated ? language : 'en';
  return translated ? <Story args={{ ...context.args, ...words }} /> : <Story />;
};

/** A story's language and width: `{ ...inLanguage('fr', 'narrow'), play: … }`. */
export function inLanguage(language: StoryLanguage, width: 'narrow' | 'wide') {
  return { globals: { language, viewport: { value: width, isRotated: false } } } as const;
}
