import type { ConfirmDialogText } from '../confirm-dialog';

export default { confirm: 'Confirmer', cancel: 'Annuler' } satisfies ConfirmDialogText;
