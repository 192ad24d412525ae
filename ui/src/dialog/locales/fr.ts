import type { DialogText } from '../dialog-text';

export default { back: 'Retour', close: 'Fermer' } satisfies DialogText;
