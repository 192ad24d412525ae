import {
  changePasswordFormText,
  logoutDialogText,
  mobileNumberFormText,
  type ChangePasswordFormText,
  type LogoutDialogText,
  type MobileNumberFormText,
} from '@jumpers/ui';
import { defineCatalog } from '../../i18n/catalog';

const logoutDialogGerman: LogoutDialogText = {
  title: 'Abmelden',
  description: 'Möchten Sie sich wirklich abmelden?',
  confirm: 'Abmelden',
  cancel: 'Abbrechen',
};

const mobileNumberFormGerman: MobileNumberFormText = {
  mobileNumber: 'Mobilnummer',
  edit: 'Mobilnummer bearbeiten',
  save: 'Speichern',
  mobileInvalid: 'Bitte geben Sie eine gültige Mobilnummer ein.',
  mobileLength: 'Die Mobilnummer muss zwischen 10 und 15 Ziffern lang sein.',
};

const changePasswordFormGerman: ChangePasswordFormText = {
  currentPassword: 'Aktuelles Passwort',
  newPassword: 'Neues Passwort',
  confirmPassword: 'Passwort bestätigen',
  submit: 'Passwort ändern',
  cancel: 'Abbrechen',
  showPassword: 'Passwort anzeigen',
  hidePassword: 'Passwort verbergen',
  currentPasswordRequired: 'Bitte geben Sie das aktuelle Passwort ein.',
  newPasswordRequired: 'Bitte geben Sie das neue Passwort ein.',
  confirmPasswordRequired: 'Bitte bestätigen Sie das Passwort.',
  passwordWeak:
    'Das Passwort braucht mindestens 8 Zeichen mit Gross- und Kleinbuchstaben, einer Ziffer und einem Sonderzeichen.',
  passwordMismatch: 'Die Bestätigung muss dem neuen Passwort entsprechen!',
};

/** The Settings tabs and the Account tab. */
export const settingsText = defineCatalog(
  {
    tabs: 'Settings',
    accountTab: 'Account',
    aboutUsTab: 'About Us',
    legalTab: 'Legal',
    title: 'Account',
    email: 'Email',
    status: 'Status',
    active: 'Active',
    password: 'Password',
    changePassword: 'Change Password',
    close: 'Close',
    logOut: 'Log-Out',
    loading: 'Loading your account',
    loadFailed: 'Something went wrong, Please try again!',
    retry: 'Try again',
    mobileUpdated: 'Mobile Number Updated SuccessFully.',
    mobileFailed: 'Something went wrong while updating.',
    currentPasswordIncorrect: 'Current password is incorrect.',
    /** English shows the server's own message; German says the same in German. */
    passwordChanged: (serverMessage: string) => serverMessage,
    passwordFailed: 'Something went wrong, Please try again!',
    logoutDialog: logoutDialogText,
    mobileForm: mobileNumberFormText,
    passwordForm: changePasswordFormText,
  },
  {
    tabs: 'Einstellungen',
    accountTab: 'Konto',
    aboutUsTab: 'Über uns',
    legalTab: 'Rechtliches',
    title: 'Konto',
    email: 'E-Mail',
    status: 'Status',
    active: 'Aktiv',
    password: 'Passwort',
    changePassword: 'Passwort ändern',
    close: 'Schliessen',
    logOut: 'Abmelden',
    loading: 'Ihr Konto wird geladen',
    loadFailed: 'Etwas ist schiefgelaufen, bitte versuchen Sie es erneut!',
    retry: 'Erneut versuchen',
    mobileUpdated: 'Mobilnummer erfolgreich geändert.',
    mobileFailed: 'Beim Speichern ist etwas schiefgelaufen.',
    currentPasswordIncorrect: 'Das aktuelle Passwort ist falsch.',
    passwordChanged: () => 'Ihr Passwort wurde geändert.',
    passwordFailed: 'Etwas ist schiefgelaufen, bitte versuchen Sie es erneut!',
    logoutDialog: logoutDialogGerman,
    mobileForm: mobileNumberFormGerman,
    passwordForm: changePasswordFormGerman,
  },
);

/** Settings › About Us. */
export const aboutUsText = defineCatalog(
  {
    title: 'About Us',
    lead: 'jumpers connects people looking for temporary and permanent work with employers all over Switzerland.',
    rate: 'Rate Us On Google',
    rateDescription: 'Tell others how jumpers worked for you.',
    feedback: 'Share Your Feedback',
    feedbackDescription: 'Something missing or not working? Write to our team.',
    feedbackSubject: 'Feedback on the jumpers web app',
    social: 'Follow us',
    newTab: '(opens in a new tab)',
  },
  {
    title: 'Über uns',
    lead: 'jumpers bringt Menschen, die eine temporäre oder feste Stelle suchen, mit Arbeitgebern in der ganzen Schweiz zusammen.',
    rate: 'Bewerten Sie uns auf Google',
    rateDescription: 'Erzählen Sie anderen, wie Sie jumpers erlebt haben.',
    feedback: 'Feedback geben',
    feedbackDescription: 'Fehlt etwas oder funktioniert etwas nicht? Schreiben Sie unserem Team.',
    feedbackSubject: 'Feedback zur jumpers Web-App',
    social: 'Folgen Sie uns',
    newTab: '(öffnet in einem neuen Tab)',
  },
);

/** Settings › Legal. */
export const legalSettingsText = defineCatalog(
  {
    title: 'Legal',
    lead: 'The rules that apply when you use jumpers and work through us.',
    terms: 'Terms and conditions',
    privacy: 'Privacy and cookies policy',
    gav: 'Staff-leasing collective labour agreement (GAV Personalverleih)',
    imprint: 'Imprint',
  },
  {
    title: 'Rechtliches',
    lead: 'Die Regeln, die gelten, wenn Sie jumpers nutzen und über uns arbeiten.',
    terms: 'Allgemeine Geschäftsbedingungen',
    privacy: 'Datenschutz- und Cookie-Richtlinie',
    gav: 'Gesamtarbeitsvertrag Personalverleih (GAV Personalverleih)',
    imprint: 'Impressum',
  },
);
