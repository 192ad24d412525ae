import type { ConfirmDialogText } from '../confirm-dialog';

export default { confirm: 'Bestätigen', cancel: 'Abbrechen' } satisfies ConfirmDialogText;
