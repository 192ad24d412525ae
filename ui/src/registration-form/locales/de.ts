import checklist from '../../password-checklist/locales/de';
import passwordField from '../../password-field/locales/de';
import phoneField from '../../phone-field/locales/de';
import type { RegistrationFormText } from '../registration-form';

export default {
  gender: 'Geschlecht',
  male: 'Männlich',
  female: 'Weiblich',
  pronounce: 'Anrede',
  firstName: 'Vorname',
  lastName: 'Nachname',
  dob: 'Geburtsdatum',
  mobileNumber: 'Mobilnummer',
  countryCode: phoneField.countryCode,
  email: 'E-Mail',
  password: 'Passwort',
  submit: 'Konto erstellen',
  haveAccount: 'Sie haben schon ein Konto?',
  signIn: 'Anmelden',
  ...passwordField,
  genderRequired: 'Bitte Geschlecht wählen!',
  pronounceRequired: 'Bitte Anrede eingeben.',
  firstNameRequired: 'Bitte Vornamen eingeben.',
  lastNameRequired: 'Bitte Nachnamen eingeben.',
  dobRequired: 'Bitte Geburtsdatum eingeben.',
  dobInFuture: 'Das Geburtsdatum darf nicht in der Zukunft liegen.',
  mobileRequired: 'Bitte Mobilnummer eingeben.',
  mobileInvalid: 'Bitte eine gültige Mobilnummer eingeben.',
  mobileLength: 'Die Mobilnummer muss 10 bis 15 Ziffern haben.',
  emailRequired: 'Bitte E-Mail eingeben.',
  emailInvalid: 'Bitte eine gültige E-Mail eingeben.',
  passwordRequired: 'Bitte Passwort eingeben.',
  passwordWeak: 'Das Passwort braucht mindestens 8 Zeichen, darunter einen Buchstaben und ein Sonderzeichen.',
  checklist,
} satisfies RegistrationFormText;
