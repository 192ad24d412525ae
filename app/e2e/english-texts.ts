import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import PO from 'pofile';
import { globSync } from 'tinyglobby';
import ts from 'typescript';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');

export type TranslatedLanguage = 'de' | 'fr' | 'it';

/**
 * Each English text with its translations, by where they are (a feature of the app, `shell`, `lib/refusals`, a ui
 * component's folder): the same English may read differently in two places ("Pronounce" is a form of address in
 * registration, a pronoun in social security).
 */
type Catalog = Map<string, Map<string, string>>;

function add(catalog: Catalog, english: string, where: string, translation: string) {
  let translations = catalog.get(english);
  if (!translations) catalog.set(english, (translations = new Map()));
  translations.set(where, translation);
}

const normalise = (text: string) => text.replaceAll(/\s+/g, ' ').trim();

/** The app's messages: msgid is the English, msgstr the translation (messages with values are left out). */
function appMessages(language: TranslatedLanguage, catalog: Catalog) {
  for (const file of globSync('app/src/**/locales/en.po', { cwd: repositoryRoot })) {
    const where = path.dirname(path.dirname(file)).replace(/^app\/src\/(features\/)?/, '');
    const translated = PO.parse(
      readFileSync(path.join(repositoryRoot, file.replace(/en\.po$/, `${language}.po`)), 'utf8'),
    );
    for (const item of translated.items) {
      // A message with a context (`msgctxt`) reads differently in it: "Apply" a filter, "Apply" for a job.
      const place = item.msgctxt ? `${where}:${item.msgctxt}` : where;
      if (!item.msgid.includes('{')) add(catalog, normalise(item.msgid), place, normalise(item.msgstr[0] ?? ''));
    }
  }
}

/** The strings of an object literal by their key path (`terms.pay`), nested objects and arrays included. */
function stringsByPath(node: ts.Expression, prefix: string, into: Map<string, string>) {
  let inner = node;
  while (ts.isAsExpression(inner) || ts.isSatisfiesExpression(inner) || ts.isParenthesizedExpression(inner)) {
    inner = inner.expression;
  }
  if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) into.set(prefix, inner.text);
  else if (ts.isArrayLiteralExpression(inner)) {
    inner.elements.forEach((element, index) => stringsByPath(element, `${prefix}.${index}`, into));
  } else if (ts.isObjectLiteralExpression(inner)) {
    for (const property of inner.properties) {
      if (ts.isPropertyAssignment(property) && property.name && !ts.isComputedPropertyName(property.name)) {
        stringsByPath(property.initializer, `${prefix}.${property.name.text}`, into);
      }
    }
  }
}

function parse(file: string) {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

/**
 * A component's texts in a language: the named export of its locale file for a second text of the folder
 * (`documentsUnderReviewDialog` beside the upload box's), else the default export. None for English without one.
 */
function translationOf(file: string, name: string): ts.Expression | undefined {
  if (!existsSync(file)) return undefined;
  const statements = parse(file).statements;
  for (const statement of statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const named = statement.declarationList.declarations.find((declaration) => declaration.name.getText() === name);
    if (named?.initializer) return named.initializer;
  }
  return statements.find(ts.isExportAssignment)?.expression;
}

/**
 * The ui's texts: each component's English defaults (`export const <name>Text = {…}`) beside its translation
 * (`locales/<language>.ts`, `export default {…}`), paired by key. Texts with values are functions and left out.
 */
function uiTexts(language: TranslatedLanguage, catalog: Catalog) {
  const sources = globSync('ui/src/**/*.{ts,tsx}', {
    cwd: repositoryRoot,
    absolute: true,
    ignore: ['**/locales/**', '**/*.stories.tsx', '**/*.test.ts', '**/story-support/**', '**/*german*'],
  });
  for (const file of sources) {
    const source = parse(file);
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const name = declaration.name.getText(source);
        if (!/Text$/.test(name) || /German/.test(name) || !declaration.initializer) continue;
        const translationFile = path.join(path.dirname(file), 'locales', `${language}.ts`);
        const english = new Map<string, string>();
        stringsByPath(declaration.initializer, '', english);
        const translation = new Map<string, string>();
        const translated = translationOf(translationFile, name.replace(/Text$/, ''));
        if (translated) stringsByPath(translated, '', translation);
        const where = path.basename(path.dirname(file));
        for (const [key, text] of english) add(catalog, normalise(text), where, normalise(translation.get(key) ?? ''));
      }
    }
  }
}

const catalogs = new Map<TranslatedLanguage, Catalog>();

function catalogOf(language: TranslatedLanguage): Catalog {
  let catalog = catalogs.get(language);
  if (!catalog) {
    catalog = new Map();
    uiTexts(language, catalog);
    appMessages(language, catalog);
    catalogs.set(language, catalog);
  }
  return catalog;
}

/**
 * A text in the language, found by its English in the catalogs, to find a control as a user of that language reads
 * it; `where` picks one place's translation where the same English reads differently in two.
 */
export function translate(language: TranslatedLanguage, english: string, where?: string): string {
  const translations = catalogOf(language).get(normalise(english)) ?? new Map<string, string>();
  const found = new Set(where ? [translations.get(where)] : translations.values());
  found.delete('');
  found.delete(undefined);
  if (found.size !== 1) {
    throw new Error(`"${english}" has ${found.size} ${language} translations in ${[...translations.keys()]}.`);
  }
  return [...found][0]!;
}

/**
 * The English texts that must not show in a page in the language: those of the catalogs whose translation differs
 * (a brand, "CHF" or "E-mail" may read the same), words rather than signs.
 */
function englishTexts(language: TranslatedLanguage): Set<string> {
  const english = new Set<string>();
  for (const [text, translations] of catalogOf(language)) {
    if (![...translations.values()].includes(text) && /\p{L}{2}/u.test(text)) english.add(text);
  }
  return english;
}

/**
 * Fails when the page shows or reads out a text of the English catalog: its text (including what only a screen
 * reader reads), accessible names, placeholders and titles.
 */
export async function expectNoEnglish(page: Page, language: TranslatedLanguage) {
  const english = englishTexts(language);
  const shown = await page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !parent.closest('script, style, template, [hidden]') && parent.checkVisibility()) {
        texts.push(node.textContent ?? '');
      }
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (!element.checkVisibility()) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(attribute);
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts;
  });
  const found = [...new Set(shown.map((text) => text.replaceAll(/\s+/g, ' ').trim()))].filter((text) =>
    english.has(text),
  );
  expect(found, `English on ${page.url()}`).toEqual([]);
}
