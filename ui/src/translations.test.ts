import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every component's own texts exist in each language the product speaks (ui/README.md#texts): each English
// `…Text` the package defines has its `…Translations` (whose `locales/<language>.ts` the type checker holds to the
// English, key by key), or is a part that another component's texts spread in and translate.

const uiSource = path.dirname(fileURLToPath(import.meta.url));

/** English texts that are parts of another's, translated there. */
const parts = new Map([
  ['documentFileText', 'the education and work experience forms (lib/locales/document-file)'],
  ['cvStepText', 'the apply dialog'],
  ['languageStepText', 'the apply dialog'],
  ['explainerStepText', 'the apply dialog'],
  ['directionsStepText', 'the apply dialog'],
  ['sentStepText', 'the apply dialog'],
]);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory())
      return ['locales', 'story-support', '__screenshots__'].includes(entry.name) ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(stories|test)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const sources = sourceFiles(uiSource).map((file) => ({ file, code: readFileSync(file, 'utf8') }));
const englishTexts = sources.flatMap(({ file, code }) =>
  [...code.matchAll(/^export const (\w+Text)\b/gm)].map(([, name]) => ({ name: name!, file })),
);

describe('translations', () => {
  it('finds the English texts of the components', () => {
    expect(englishTexts.length).toBeGreaterThan(50);
  });

  it.each(englishTexts)('$name has its translations', ({ name }) => {
    if (parts.has(name)) return;
    const translations = `${name.replace(/Text$/, '')}Translations`;
    const defined = sources.some(({ code }) => new RegExp(`export const ${translations}\\b`).test(code));
    expect(defined, `${name} has no ${translations}`).toBe(true);
  });

  it('loads every language of each translation from a module that exists', () => {
    const modules = sources.flatMap(({ file, code }) =>
      [...code.matchAll(/import\('(\.[^']*locales\/[^']*)'\)/g)].map(([, module]) => ({ file, module: module! })),
    );
    expect(modules.length).toBeGreaterThan(150);
    for (const { file, module } of modules) {
      expect(existsSync(`${path.resolve(path.dirname(file), module)}.ts`), `${module} of ${file}`).toBe(true);
    }
  });
});
