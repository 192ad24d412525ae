import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { wide } from '../story-support/fixtures';
import { inLanguage } from '../story-support/languages';
import { Combobox, comboboxTranslations } from './combobox';

const asOptions = (labels: readonly string[]) => labels.map((label) => ({ value: label, label }));

const towns = asOptions([
  'Aarau',
  'Baden',
  'Basel',
  'Bern',
  'Bernex',
  'Biel/Bienne',
  'Buchs (AG)',
  'Buchs (SG)',
  'Chur',
  'Fribourg',
  'Genève',
  'Köniz',
  'La Chaux-de-Fonds',
  'Lausanne',
  'Lugano',
  'Luzern',
  'Neuchâtel',
  'St. Gallen',
  'Thun',
  'Winterthur',
  'Zug',
  'Zürich',
]);

/** 1,200 made-up place names ('Oberdorf (ZH)'), as long as the list of Swiss towns. */
const manyPlaces = asOptions(
  ['Alt', 'Gross', 'Hinter', 'Klein', 'Neu', 'Nieder', 'Ober', 'Unter', 'Vorder', 'Wald'].flatMap((start) =>
    ['au', 'bach', 'berg', 'dorf', 'egg', 'hausen', 'ikon', 'matt', 'stetten', 'wil'].flatMap((end) =>
      ['AG', 'BE', 'BL', 'FR', 'GR', 'LU', 'SG', 'SO', 'TG', 'VD', 'VS', 'ZH'].map(
        (canton) => `${start}${end} (${canton})`,
      ),
    ),
  ),
);

const meta = {
  title: 'Components/Forms/Combobox',
  component: Combobox,
  args: {
    label: 'Home town',
    placeholder: 'Type to search',
    options: towns,
    onValueChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** choosing one of many options by typing (towns, nationalities).\n\n**When not to:** fewer than about 7 options (use RadioGroup or Select).\n\n**States shown below:** choose with pointer, filter ignores umlauts, no matches, choose with keyboard, invalid, disabled, many options, German narrow, open, wide, French and Italian many options narrow and wide.',
      },
    },
    translations: comboboxTranslations,
  },
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The option the input's aria-activedescendant points at, or null. */
function highlightedOption(input: HTMLElement) {
  const id = input.getAttribute('aria-activedescendant');
  return id ? input.ownerDocument.getElementById(id) : null;
}

/** A note of the open list ('No matches'); the same words are in the field's status, for screen readers. */
function findNote(text: string | RegExp) {
  return screen.findByText(text, { ignore: '[role="status"], script, style' });
}

async function optionNames() {
  return (await screen.findAllByRole('option')).map((option) => option.textContent);
}

export const ChooseWithPointer: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Home town' });
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(input);
    const list = await screen.findByRole('listbox', { name: 'Home town' });
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-controls', list.id);
    await expect(await optionNames()).toHaveLength(towns.length);
    await userEvent.click(screen.getByRole('option', { name: 'Luzern' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveValue('Luzern');
    await expect(input).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledWith('Luzern');
    // Opened again, the whole list shows with the chosen town marked.
    await userEvent.click(input);
    await expect(await screen.findByRole('option', { name: 'Luzern' })).toHaveAttribute('aria-selected', 'true');
    await expect(await optionNames()).toHaveLength(towns.length);
  },
};

/** Typing ignores case, accents and umlauts: 'zurich' and 'zuerich' find Zürich, 'neuch' Neuchâtel. */
export const FilterIgnoresUmlauts: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Home town' });
    await userEvent.type(input, 'zuerich');
    await expect(await optionNames()).toEqual(['Zürich']);
    await userEvent.clear(input);
    await userEvent.type(input, 'NEUCH');
    await expect(await optionNames()).toEqual(['Neuchâtel']);
    // The whole name typed, in any spelling, chooses its town; leaving the field writes it as the list does.
    await userEvent.clear(input);
    await userEvent.type(input, 'zurich');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Zürich');
    await userEvent.tab();
    await expect(input).toHaveValue('Zürich');
    // Towns whose name starts with the text come first, then those with a word that does, then the rest.
    await userEvent.clear(input);
    await userEvent.type(input, 'ch');
    await expect(await optionNames()).toEqual([
      'Chur',
      'La Chaux-de-Fonds',
      'Buchs (AG)',
      'Buchs (SG)',
      'Neuchâtel',
      'Zürich',
    ]);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

/** Text that names no town: the list says so, and the text is no value (a form's required rule refuses it). */
export const NoMatches: Story = {
  args: { defaultValue: 'Bern' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Home town' });
    await expect(input).toHaveValue('Bern');
    await userEvent.clear(input);
    await userEvent.type(input, 'Atlantis');
    await expect(await findNote('No matches')).toBeVisible();
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent('No matches');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await expect(input).toHaveValue('Atlantis');
  },
};

export const ChooseWithKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Home town' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('bu');
    await expect(await optionNames()).toEqual(['Buchs (AG)', 'Buchs (SG)']);
    // Typing highlights nothing, so Enter would still submit a form.
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}');
    await expect(highlightedOption(input)).toHaveAccessibleName('Buchs (AG)');
    await userEvent.keyboard('{ArrowDown}');
    await expect(highlightedOption(input)).toHaveAccessibleName('Buchs (SG)');
    // The arrows wrap around; Home and End jump to the ends.
    await userEvent.keyboard('{ArrowDown}');
    await expect(highlightedOption(input)).toHaveAccessibleName('Buchs (AG)');
    await userEvent.keyboard('{ArrowUp}');
    await expect(highlightedOption(input)).toHaveAccessibleName('Buchs (SG)');
    await userEvent.keyboard('{Home}');
    await expect(highlightedOption(input)).toHaveAccessibleName('Buchs (AG)');
    await userEvent.keyboard('{End}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveValue('Buchs (SG)');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Buchs (SG)');

    // ArrowDown opens the whole list on the chosen town; Escape closes it and keeps the choice.
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await expect(highlightedOption(input)).toHaveAccessibleName('Buchs (SG)');
    await expect(highlightedOption(input)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(highlightedOption(input)).toHaveAccessibleName('Zürich');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveValue('Buchs (SG)');
    await expect(input).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

export const Invalid: Story = {
  args: { required: true, hint: 'The place of citizenship in your passport.', error: 'Please select home town' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Home town' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription(
      'The place of citizenship in your passport. Please select home town',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Bern' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Home town' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('Bern');
    await userEvent.click(input, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** 1,200 places: the list shows the first 50 and says there are more, so opening it stays quick. */
export const ManyOptions: Story = {
  args: { label: 'City', options: manyPlaces },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    await userEvent.click(input);
    await expect(await optionNames()).toHaveLength(50);
    await expect(await findNote('Showing 50 of 1,200 matches. Type more to narrow the list.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 50 of 1,200 matches.');
    // End reaches the last option shown, and the list scrolls to it.
    await userEvent.keyboard('{ArrowDown}{End}');
    await expect(highlightedOption(input)).toHaveAccessibleName('Altegg (BE)');
    await expect(screen.getByRole('listbox').scrollTop).toBeGreaterThan(0);
    await userEvent.keyboard('oberwil');
    await expect(await optionNames()).toHaveLength(12);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Oberwil (BE)');
    await expect(input).toHaveValue('Oberwil (BE)');
    // Opened again, the list shows the places around the one chosen.
    await userEvent.keyboard('{ArrowDown}');
    await expect(highlightedOption(input)).toHaveAccessibleName('Oberwil (BE)');
    await expect(highlightedOption(input)).toHaveAttribute('aria-selected', 'true');
    await expect(await optionNames()).toHaveLength(50);
    await expect(await findNote('Showing 50 of 1,200 matches. Type more to narrow the list.')).toBeVisible();
  },
};

export const GermanNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: {
    label: 'Heimatort',
    placeholder: 'Zum Suchen tippen',
    hint: 'Der Bürgerort in Ihrem Pass.',
  },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: 'Heimatort' });
    await userEvent.type(input, 'Zurich-Flughafen');
    await expect(await findNote('Keine Treffer')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const Open: Story = {
  // Open on arrival, so that axe checks the list too; kept off the docs page, where it would cover the page.
  tags: ['!autodocs'],
  args: { defaultOpen: true, defaultValue: 'Bern' },
  play: async ({ canvas }) => {
    const list = await screen.findByRole('listbox', { name: 'Home town' });
    await expect(list).toBeVisible();
    await expect(screen.getByRole('option', { name: 'Bern' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Home town' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The same at laptop width (1280 px). */
export const Wide: Story = { ...ChooseWithPointer, ...wide };

/**
 * 1,200 places in a language: a text that names none says so, then the whole list opens with its note that there
 * are more, the longest words of the field.
 */
function manyPlacesIn(
  label: string,
  locale: string,
  words: { noMatches: string; moreMatches: (total: string) => string },
): Story {
  return {
    args: { label, placeholder: undefined, options: manyPlaces },
    play: async ({ canvas, canvasElement }) => {
      const input = canvas.getByRole('combobox', { name: label });
      await userEvent.type(input, 'Atlantis');
      await expect(await findNote(words.noMatches)).toBeVisible();
      await userEvent.clear(input);
      await userEvent.keyboard('{ArrowDown}');
      await expect(await optionNames()).toHaveLength(50);
      // As the matchers read the page: a thousands separator that is a narrow no-break space (fr-CH) as a space.
      const note = words.moreMatches((1200).toLocaleString(locale)).replace(/\s/g, ' ');
      await expect(await findNote(note)).toBeVisible();
      await expect(canvas.getByRole('status')).toHaveTextContent(note);
      const document = canvasElement.ownerDocument;
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...manyPlacesIn('Lieu d’origine', 'fr-CH', {
    noMatches: 'Aucun résultat',
    moreMatches: (total) => `50 résultats sur ${total}. Continuez à taper pour affiner la liste.`,
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...manyPlacesIn('Luogo d’origine', 'it-CH', {
    noMatches: 'Nessun risultato',
    moreMatches: (total) => `50 risultati su ${total}. Continui a digitare per restringere l’elenco.`,
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
