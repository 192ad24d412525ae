import facts from '../../job-facts/locales/de';
import save from '../../save-toggle/locales/de';
import type { JobTileText } from '../job-tile';

export default {
  kinds: { jumper: 'Jumper-Stelle', permanent: 'Festanstellung' },
  closed: 'Geschlossen',
  facts,
  save,
} satisfies JobTileText;
