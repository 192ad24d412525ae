import { describe, expect, it } from 'vitest';
import type { Catalog } from './catalog';

const modules = import.meta.glob<Record<string, Catalog<Record<string, unknown>>>>(
  ['./common.ts', '../features/*/*messages.ts'],
  { eager: true },
);
const catalogs = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).map(([name, catalog]) => [`${file} ${name}`, catalog] as const),
);

/** A text function called with a number and a word, or a word and a number, whichever order it takes. */
function withSampleArguments(text: (...args: unknown[]) => unknown): unknown {
  try {
    return text(1, 'x');
  } catch {
    return text('x', 1);
  }
}

/** Every leaf text of a catalog, functions called with sample arguments. */
function texts(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function')
    return [[path, String(withSampleArguments(value as (...args: unknown[]) => unknown))]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => texts(child, `${path}.${key}`));
  return [];
}

describe('message catalogs', () => {
  it('were found', () => {
    expect(catalogs.length).toBeGreaterThan(0);
  });

  it.each(catalogs)('%s: German is written out and Swiss (ss, not ß)', (_name, catalog) => {
    for (const [key, text] of texts(catalog.de)) {
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toContain('ß');
    }
  });
});
