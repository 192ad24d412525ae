import { logoutDialogText, type LogoutDialogText } from '@jumpers/ui';
import { defineCatalog } from '../../i18n/catalog';

const logoutDialogGerman: LogoutDialogText = {
  title: 'Abmelden',
  description: 'Möchten Sie sich wirklich abmelden?',
  confirm: 'Abmelden',
  cancel: 'Abbrechen',
};

export const settingsText = defineCatalog(
  {
    title: 'Account',
    email: 'Email',
    status: 'Status',
    active: 'Active',
    logOut: 'Log-Out',
    loadFailed: 'Something went wrong, Please try again!',
    logoutDialog: logoutDialogText,
  },
  {
    title: 'Konto',
    email: 'E-Mail',
    status: 'Status',
    active: 'Aktiv',
    logOut: 'Abmelden',
    loadFailed: 'Etwas ist schiefgelaufen, bitte versuchen Sie es erneut!',
    logoutDialog: logoutDialogGerman,
  },
);
