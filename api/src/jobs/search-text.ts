/**
 * One spelling for searching: lower case, no accents, and umlauts equal to their base letter and
 * to their two-letter transliteration, so that "Zürich", "Zurich" and "Zuerich" all read "zurich".
 * Stored text and search terms go through the same function, so a rule that merges two words
 * (such as ue → u) merges them on both sides. Punctuation is kept: a search for "%" finds "100%".
 */
export function normaliseForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[’‘`´]/g, "'")
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/([aou])e/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words a search asks for (all must appear, each anywhere, also inside a word). */
export function searchTerms(search: string): string[] {
  return [...new Set(normaliseForSearch(search).split(' ').filter(Boolean))].slice(0, 8);
}

/** A LIKE pattern that matches the term literally: %, _ and \ lose their wildcard meaning. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}
