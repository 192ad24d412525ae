export { LogoutDialog, type LogoutDialogProps } from './logout-dialog';
export { logoutDialogText, logoutDialogTranslations, type LogoutDialogText } from './logout-dialog-text';
