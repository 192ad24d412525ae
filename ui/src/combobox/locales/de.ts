import type { ComboboxText } from '../combobox';

export default {
  noMatches: 'Keine Treffer',
  moreMatches: (shown, total) =>
    `${shown} von ${total.toLocaleString('de-CH')} Treffern. Tippen Sie weiter, um die Liste einzugrenzen.`,
} satisfies ComboboxText;
