import type { DialogText } from '../dialog';

export default { back: 'Zurück', close: 'Schliessen' } satisfies DialogText;
