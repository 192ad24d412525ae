import type { Decorator } from '@storybook/react-vite';

/** The languages of the toolbar: those the product offers, then those it will offer. */
export const storyLanguages = [
  { value: 'en', title: 'English' },
  { value: 'de', title: 'Deutsch' },
  { value: 'fr', title: 'Français (English until translated)' },
  { value: 'it', title: 'Italiano (English until translated)' },
] as const;

export type StoryLanguage = (typeof storyLanguages)[number]['value'];

/**
 * A component's words in other languages than English, by language: each entry returns the args of a story
 * written in that language (`{ de: () => GermanNarrow.args }`), read when a story renders, so that the story it
 * names may be declared after the meta. Only its words are taken from it (`text`, the component's own texts, and
 * `label`, a field's or landmark's name); its data and state stay those of the story shown.
 */
export type StoryTranslations = Partial<Record<StoryLanguage, () => Record<string, unknown> | undefined>>;

const wordArgs = ['text', 'label'];

function isTextObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Renders every story in the language chosen in the toolbar. A story whose component has no words in that
 * language (`parameters.languages`) stays English, and so does the page's `lang`, so that a screen reader reads
 * it as what it is.
 */
export const withLanguage: Decorator = (Story, context) => {
  const language = (context.globals.language ?? 'en') as StoryLanguage;
  const translations = context.parameters.languages as StoryTranslations | undefined;
  const storyArgs = language === 'en' ? undefined : translations?.[language]?.();
  const words = Object.fromEntries(Object.entries(storyArgs ?? {}).filter(([name]) => wordArgs.includes(name)));
  // The story's own `text` (a case it shows, such as an empty list) stays, in the language's words where it has them.
  if (isTextObject(words.text) && isTextObject(context.args.text)) words.text = { ...context.args.text, ...words.text };
  const translated = Object.keys(words).length > 0;
  context.canvasElement.ownerDocument.documentElement.lang = translated ? language : 'en';
  return translated ? <Story args={{ ...context.args, ...words }} /> : <Story />;
};
