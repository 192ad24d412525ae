import type { DialogText } from '../dialog-text';

export default { back: 'Indietro', close: 'Chiudi' } satisfies DialogText;
