import type { DialogText } from '../dialog';

export default { back: 'Retour', close: 'Fermer' } satisfies DialogText;
