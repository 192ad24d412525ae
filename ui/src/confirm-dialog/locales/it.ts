import type { ConfirmDialogText } from '../confirm-dialog';

export default { confirm: 'Conferma', cancel: 'Annulla' } satisfies ConfirmDialogText;
