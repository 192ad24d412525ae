import type { LogoutDialogText } from '../logout-dialog-text';

export default {
  title: 'Abmelden',
  description: 'Möchten Sie sich wirklich abmelden?',
  confirm: 'Abmelden',
  cancel: 'Abbrechen',
} satisfies LogoutDialogText;
