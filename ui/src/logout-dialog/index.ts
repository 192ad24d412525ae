export { LogoutDialog, logoutDialogText, type LogoutDialogProps, type LogoutDialogText } from './logout-dialog';
