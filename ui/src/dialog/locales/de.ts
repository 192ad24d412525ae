import type { DialogText } from '../dialog-text';

export default { back: 'Zurück', close: 'Schliessen' } satisfies DialogText;
