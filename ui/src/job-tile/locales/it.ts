import facts from '../../job-facts/locales/it';
import save from '../../save-toggle/locales/it';
import type { JobTileText } from '../job-tile';

export default {
  kinds: { jumper: 'Posto jumper', permanent: 'Posto fisso' },
  closed: 'Chiuso',
  facts,
  save,
} satisfies JobTileText;
