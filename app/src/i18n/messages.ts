import { i18n, type Messages as CompiledMessages, type MessageDescriptor } from '@lingui/core';
import { loadTranslation, type Translations } from '@jumpers/ui';
import { use } from 'react';
import { getLanguage, rememberLanguage, setLanguage, useLanguage, type Language } from './language';

/**
 * A message whose text takes values, with their types: `msg({ message: '{count, plural, …}' }) as
 * MessageWith<{ count: number }>`. The compiler then holds every caller to them.
 */
export type MessageWith<Values> = MessageDescriptor & { readonly __values: Values };

/** Messages by name, nested by topic; a list (a page's paragraphs, say) stays a list. */
type MessageTree =
  { readonly [key: string]: MessageDescriptor | MessageTree } | ReadonlyArray<MessageDescriptor | MessageTree>;

/** A feature's messages in the current language: a text for each plain message, a function for each with values. */
export type Texts<Tree> = {
  readonly [Key in keyof Tree]: Tree[Key] extends MessageWith<infer Values>
    ? (values: Values) => string
    : Tree[Key] extends MessageDescriptor
      ? string
      : Texts<Tree[Key]>;
};

/** A feature's compiled PO file for one language, as `import('./locales/<language>.po')` gives it. */
type CatalogLoader = (language: Language) => Promise<{ messages: CompiledMessages }>;

/**
 * The messages of one feature (English in the code, `msg` marks them for extraction) and how to load their
 * translations. Only the catalog of the language in use is downloaded, when a page of the feature first shows.
 */
export type MessageCatalog<Tree extends MessageTree> = {
  readonly messages: Tree;
  /** Resolves once the feature's texts in that language are loaded. */
  readonly ready: (language: Language) => Promise<void>;
};

/** One source of texts (a feature's PO files, a ui component's translations) and its loading, by language. */
type TextSource = {
  readonly load: (language: Language) => Promise<void>;
  readonly loading: Map<Language, Promise<void>>;
};

/** Every source of texts seen so far, by what names it: the catalogs of one feature share their PO loader. */
const sources = new Map<object, TextSource>();

function sourceOf(key: object, load: (language: Language) => Promise<void>): TextSource {
  let source = sources.get(key);
  if (!source) {
    source = { load, loading: new Map() };
    sources.set(key, source);
  }
  return source;
}

function ready(source: TextSource, language: Language): Promise<void> {
  let done = source.loading.get(language);
  if (!done) {
    const loadingNow = source.load(language).then(
      () => {
        // React's use() reads this: a component asking for loaded texts renders at once instead of suspending.
        Object.assign(loadingNow, { status: 'fulfilled', value: undefined });
      },
      (error: unknown) => {
        // A failed download (offline, a new deploy) is tried again the next time the texts are needed.
        source.loading.delete(language);
        throw error;
      },
    );
    done = loadingNow;
    source.loading.set(language, done);
  }
  return done;
}

export function messageCatalog<Tree extends MessageTree>(load: CatalogLoader, messages: Tree): MessageCatalog<Tree> {
  const source = sourceOf(load, async (language) => i18n.load(language, (await load(language)).messages));
  return {
    messages,
    ready: (language) => ready(source, language),
  };
}

/**
 * A ui component's own texts (its `…Translations`), loaded like a feature's catalog: the language in use only, beside
 * the code of the page that shows the component.
 */
export type UiTextCatalog<Text> = {
  readonly english: Text;
  readonly loaded: ReadonlyMap<Language, Text>;
  readonly ready: (language: Language) => Promise<void>;
};

/** One catalog per component's translations, however many modules name it: they share what has loaded. */
const uiCatalogs = new WeakMap<Translations<unknown>, UiTextCatalog<unknown>>();

export function uiTextCatalog<Text>(translations: Translations<Text>): UiTextCatalog<Text> {
  const known = uiCatalogs.get(translations);
  if (known) return known as UiTextCatalog<Text>;
  const loaded = new Map<Language, Text>([['en', translations.en]]);
  const source = sourceOf(translations, async (language) => {
    loaded.set(language, await loadTranslation(translations, language));
  });
  const catalog: UiTextCatalog<Text> = {
    english: translations.en,
    loaded,
    ready: (language) => ready(source, language),
  };
  uiCatalogs.set(translations, catalog);
  return catalog;
}

/** A ui component's texts in the current language, to pass as its `text`; suspends until they are loaded. */
export function useUiText<Text>(catalog: UiTextCatalog<Text>): Text {
  const language = useLanguage();
  const text = catalog.loaded.get(language);
  if (text) return text;
  use(catalog.ready(language));
  return catalog.loaded.get(language) ?? catalog.english;
}

/** Resolves once every catalog seen so far has its texts in the language in use. */
export async function textsReady(): Promise<void> {
  const language = getLanguage();
  await Promise.all([...sources.values()].map((source) => ready(source, language)));
}

/**
 * Code loaded lazily, once it and the texts of the catalogs it brings, in the language in use, are here: a page shows
 * in one go rather than suspending for its texts, and a message worded right after (a refusal) is not left unworded.
 */
export function withTexts<Loaded>(code: Promise<Loaded>): Promise<Loaded> {
  return code.then(async (loaded) => {
    await textsReady();
    return loaded;
  });
}

/**
 * Switches the app to another language once the texts of every feature seen so far are loaded in it, so that the
 * page changes language at once rather than blanking while they download.
 */
export async function switchLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await Promise.all([...sources.values()].map((source) => ready(source, language)));
  setLanguage(language);
}

// Called through a name of its own: Lingui's extractor reads every `i18n._(…)` as a message to extract.
const format = i18n._.bind(i18n);

function translateOne(value: MessageDescriptor | MessageTree): unknown {
  if (!isMessage(value)) return translateTree(value);
  if (takesValues(value)) return (values: Record<string, unknown>) => format({ ...value, values });
  return format(value);
}

function translateTree(tree: MessageTree): unknown {
  if (Array.isArray(tree)) return tree.map(translateOne);
  return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, translateOne(value)]));
}

function isMessage(value: MessageDescriptor | MessageTree): value is MessageDescriptor {
  return !Array.isArray(value) && typeof (value as MessageDescriptor).id === 'string';
}

/**
 * Whether a message has placeholders, from its compiled form (the catalog is loaded before any text is made): a plain
 * text compiles to a string, or to a list of strings when it quotes braces; a message with values to parts that
 * name them.
 */
function takesValues(message: MessageDescriptor): boolean {
  const compiled: unknown = i18n.messages[message.id];
  return Array.isArray(compiled) && compiled.some((part) => typeof part !== 'string');
}

const translated = new WeakMap<MessageTree, { language: Language; texts: unknown }>();

function textsIn<Tree extends MessageTree>(catalog: MessageCatalog<Tree>, language: Language): Texts<Tree> {
  const cached = translated.get(catalog.messages);
  if (cached?.language === language && i18n.locale === language) return cached.texts as Texts<Tree>;
  const texts = translateTree(catalog.messages) as Texts<Tree>;
  translated.set(catalog.messages, { language, texts });
  return texts;
}

/**
 * The texts of a catalog in the current language; the component renders again when the language changes. Until the
 * catalog has loaded, the component suspends (routes load their features' catalogs beside their code, so it rarely
 * does).
 */
export function useMessages<Tree extends MessageTree>(catalog: MessageCatalog<Tree>): Texts<Tree> {
  const language = useLanguage();
  use(catalog.ready(language));
  if (i18n.locale !== language) i18n.activate(language);
  return textsIn(catalog, language);
}

/** For code outside components (a toast after a call, say), once a page of the feature has shown. */
export function messagesNow<Tree extends MessageTree>(catalog: MessageCatalog<Tree>): Texts<Tree> {
  const language = getLanguage();
  if (i18n.locale !== language) i18n.activate(language);
  return textsIn(catalog, language);
}
