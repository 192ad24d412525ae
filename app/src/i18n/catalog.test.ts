import { describe, expect, it } from 'vitest';
import type { Catalog } from './catalog';

const modules = import.meta.glob<Record<string, Catalog<Record<string, unknown>>>>(
  ['./common.ts', '../features/*/*messages.ts'],
  { eager: true },
);
const catalogs = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).map(([name, catalog]) => [`${file} ${name}`, catalog] as const),
);

/** Every leaf text of a catalog, functions called with sample arguments. */
function texts(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') return [[path, String((value as (...args: unknown[]) => unknown)(1, 'x'))]];
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
