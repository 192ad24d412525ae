import type { DialogText } from '../dialog';

export default { back: 'Indietro', close: 'Chiudi' } satisfies DialogText;
