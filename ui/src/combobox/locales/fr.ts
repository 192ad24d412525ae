import type { ComboboxText } from '../combobox';

export default {
  noMatches: 'Aucun résultat',
  moreMatches: (shown, total) =>
    `${shown} résultats sur ${total.toLocaleString('fr-CH')}. Continuez à taper pour affiner la liste.`,
} satisfies ComboboxText;
