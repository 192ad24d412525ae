/** The log-out dialog's words in English; an app can read them without loading the dialog. */
export const logoutDialogText = {
  title: 'Log out',
  description: 'Are you sure you want to log out?',
  confirm: 'Log-Out',
  cancel: 'Cancel',
};
export type LogoutDialogText = typeof logoutDialogText;
