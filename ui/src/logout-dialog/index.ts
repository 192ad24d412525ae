export { LogoutDialog, type LogoutDialogProps } from './logout-dialog';
export { logoutDialogText, type LogoutDialogText } from './logout-dialog-text';
