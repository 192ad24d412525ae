import type { LogoutDialogText } from '../logout-dialog-text';

export default {
  title: 'Esci',
  description: 'Desidera davvero uscire?',
  confirm: 'Esci',
  cancel: 'Annulla',
} satisfies LogoutDialogText;
