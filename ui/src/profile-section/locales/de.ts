import type { ProfileSectionText } from '../profile-section';

export default {
  add: (section) => `${section} hinzufügen`,
  edit: (item) => `${item} bearbeiten`,
  delete: (item) => `${item} löschen`,
  confirmDelete: (item) => `${item} löschen?`,
  confirmDeleteDescription: 'Dies kann nicht rückgängig gemacht werden.',
  confirm: 'Löschen',
  cancel: 'Abbrechen',
  readMore: 'Mehr anzeigen',
  readLess: 'Weniger anzeigen',
} satisfies ProfileSectionText;
