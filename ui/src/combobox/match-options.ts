/** A choice of a Combobox: `value` is what the form keeps, `label` what the user reads and types. */
export type ComboboxOption = {
  value: string;
  label: string;
};

/** An option with its label in the folded spelling that typing is compared in. */
export type IndexedOption = ComboboxOption & { folded: string };

/**
 * One spelling for matching what is typed against labels: lower case, no accents, umlauts equal to
 * their base letter and to their two-letter spelling ('Zürich', 'zurich' and 'Zuerich' all read
 * 'zurich'), punctuation as spaces ('St. Gallen' is 'st gallen', 'Buchs (SG)' is 'buchs sg').
 * Labels and typed text go through the same function, so a rule that merges two spellings merges
 * them on both sides.
 */
export function foldForMatching(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ß', 'ss')
    .normalize('NFD')
    .replaceAll(/\p{M}/gu, '')
    .replaceAll(/([aou])e/g, '$1')
    .replaceAll(/[\p{P}\p{S}\s]+/gu, ' ')
    .trim();
}

/** Folds every label once, so that a keystroke costs one pass over the list. */
export function indexOptions(options: readonly ComboboxOption[]): IndexedOption[] {
  return options.map((option) => ({ ...option, folded: foldForMatching(option.label) }));
}

/**
 * The options whose label contains the typed text (folded); all of them for empty text. Labels that
 * start with it come first, then those with a word that starts with it, then the rest, each group
 * in the options' own order.
 */
export function matchOptions(options: readonly IndexedOption[], typed: string): IndexedOption[] {
  const query = foldForMatching(typed);
  if (!query) return [...options];
  const starts: IndexedOption[] = [];
  const wordStarts: IndexedOption[] = [];
  const contains: IndexedOption[] = [];
  for (const option of options) {
    const at = option.folded.indexOf(query);
    if (at === 0) starts.push(option);
    else if (at > 0 && option.folded.includes(` ${query}`)) wordStarts.push(option);
    else if (at > 0) contains.push(option);
  }
  return [...starts, ...wordStarts, ...contains];
}

/** The option the typed text names: its exact label first, else the same label folded ('zurich' names 'Zürich'). */
export function optionNamed(options: readonly IndexedOption[], typed: string): IndexedOption | undefined {
  const exact = options.find((option) => option.label === typed);
  if (exact) return exact;
  const query = foldForMatching(typed);
  return query ? options.find((option) => option.folded === query) : undefined;
}
