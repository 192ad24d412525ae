import type { SaveToggleText } from '../save-toggle-text';

/** "Posto" is masculine: the saved state agrees with it, as the saved view's heading does ("Posti salvati"). */
export default { save: 'Salva', saved: 'Salvato' } satisfies SaveToggleText;
