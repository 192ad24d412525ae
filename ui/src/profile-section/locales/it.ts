import type { ProfileSectionText } from '../profile-section';

/** The section's title is a noun phrase of any gender: "Aggiungi: Formazione" needs no article to agree with it. */
export default {
  add: (section) => `Aggiungi: ${section}`,
  edit: (item) => `Modifica ${item}`,
  delete: (item) => `Elimina ${item}`,
  confirmDelete: (item) => `Eliminare ${item}?`,
  confirmDeleteDescription: 'Questa azione non può essere annullata.',
  confirm: 'Elimina',
  cancel: 'Annulla',
  readMore: 'Mostra di più',
  readLess: 'Mostra meno',
} satisfies ProfileSectionText;
