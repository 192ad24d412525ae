import { describe, expect, it } from 'vitest';
import { foldForMatching, indexOptions, matchOptions, optionNamed } from './match-options';

const towns = indexOptions(
  ['Aesch (BL)', 'Bern', 'Bernex', 'Buchs (AG)', 'Buchs (SG)', 'Genève', 'Ostermundigen', 'St. Gallen', 'Zürich'].map(
    (town) => ({ value: town, label: town }),
  ),
);
const labels = (typed: string) => matchOptions(towns, typed).map((option) => option.label);

describe('combobox matching', () => {
  it('ignores case, accents and the two-letter spelling of umlauts', () => {
    expect(foldForMatching('Zürich')).toBe('zurich');
    expect(labels('zurich')).toEqual(['Zürich']);
    expect(labels('ZUERICH')).toEqual(['Zürich']);
    expect(labels('geneve')).toEqual(['Genève']);
  });

  it('reads punctuation as spaces', () => {
    expect(labels('st gallen')).toEqual(['St. Gallen']);
    expect(labels('buchs sg')).toEqual(['Buchs (SG)']);
  });

  it('puts labels that start with the text first, then word starts, then the rest', () => {
    expect(labels('gallen')).toEqual(['St. Gallen']);
    expect(labels('ern')).toEqual(['Bern', 'Bernex']);
    expect(labels('b')).toEqual(['Bern', 'Bernex', 'Buchs (AG)', 'Buchs (SG)', 'Aesch (BL)']);
  });

  it('matches every option for empty text and none for text that no label contains', () => {
    expect(labels('  ')).toHaveLength(towns.length);
    expect(labels('Atlantis')).toEqual([]);
  });

  it('names an option only by its whole label', () => {
    expect(optionNamed(towns, 'zurich')?.value).toBe('Zürich');
    expect(optionNamed(towns, 'Bern')?.value).toBe('Bern');
    expect(optionNamed(towns, 'Buchs')).toBeUndefined();
    expect(optionNamed(towns, '')).toBeUndefined();
  });
});
