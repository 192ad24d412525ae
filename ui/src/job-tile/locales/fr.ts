import facts from '../../job-facts/locales/fr';
import save from '../../save-toggle/locales/fr';
import type { JobTileText } from '../job-tile';

/** "Offre" is feminine: a closed one is "fermée", as the saved toggle agrees with it. */
export default {
  kinds: { jumper: 'Poste jumper', permanent: 'Poste fixe' },
  closed: 'Fermée',
  facts,
  save,
} satisfies JobTileText;
