import type { LogoutDialogText } from '../logout-dialog-text';

export default {
  title: 'Se déconnecter',
  description: 'Voulez-vous vraiment vous déconnecter\u00a0?',
  confirm: 'Se déconnecter',
  cancel: 'Annuler',
} satisfies LogoutDialogText;
