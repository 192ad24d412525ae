import type { ComboboxText } from '../combobox';

export default {
  noMatches: 'Nessun risultato',
  moreMatches: (shown, total) =>
    `${shown} risultati su ${total.toLocaleString('it-CH')}. Continui a digitare per restringere l’elenco.`,
} satisfies ComboboxText;
