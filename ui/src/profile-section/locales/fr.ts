import type { ProfileSectionText } from '../profile-section';

/** The section's title is a noun phrase of any gender: "Ajouter : Formation" needs no article to agree with it. */
export default {
  add: (section) => `Ajouter\u00a0: ${section}`,
  edit: (item) => `Modifier ${item}`,
  delete: (item) => `Supprimer ${item}`,
  confirmDelete: (item) => `Supprimer ${item}\u00a0?`,
  confirmDeleteDescription: 'Cette action est irréversible.',
  confirm: 'Supprimer',
  cancel: 'Annuler',
  readMore: 'Afficher plus',
  readLess: 'Afficher moins',
} satisfies ProfileSectionText;
