import type { SaveToggleText } from '../save-toggle-text';

/** "Offre" is feminine: the saved state agrees with it, as the saved view's heading does ("Offres enregistrées"). */
export default { save: 'Enregistrer', saved: 'Enregistrée' } satisfies SaveToggleText;
