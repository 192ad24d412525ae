import { describe, expect, it } from 'vitest';
import type { Catalog } from './i18n';

const catalogs = import.meta.glob<Record<string, Catalog>>(['./common.ts', '../features/*/messages.ts'], {
  eager: true,
});

describe('message catalogs', () => {
  const all = Object.entries(catalogs).flatMap(([file, exports]) =>
    Object.entries(exports).map(([name, catalog]) => [`${file} ${name}`, catalog] as const),
  );

  it('were found', () => {
    expect(all.length).toBeGreaterThan(0);
  });

  it.each(all)('%s has a German text for every English one, and nothing more', (_name, catalog) => {
    expect(Object.keys(catalog.de).sort()).toEqual(Object.keys(catalog.en).sort());
    for (const [key, text] of Object.entries(catalog.de)) {
      expect(text.trim(), key).not.toBe('');
      expect(text, `${key} uses ss, not ß, as Swiss German does`).not.toContain('ß');
    }
  });
});
