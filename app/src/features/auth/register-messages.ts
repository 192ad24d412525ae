import type { PasswordChecklistText, RegistrationFormText } from '@jumpers/ui';
import { passwordChecklistText, registrationFormText } from '@jumpers/ui';
import { defineCatalog } from '../../i18n/catalog';

// Apart from the other auth texts, so that the sign-in page never loads the registration form's code.
const registrationFormGerman: RegistrationFormText = {
  gender: 'Geschlecht',
  male: 'Männlich',
  female: 'Weiblich',
  pronounce: 'Anrede',
  firstName: 'Vorname',
  lastName: 'Nachname',
  dob: 'Geburtsdatum',
  mobileNumber: 'Mobilnummer',
  countryCode: 'Ländervorwahl',
  email: 'E-Mail',
  password: 'Passwort',
  submit: 'Konto erstellen',
  haveAccount: 'Sie haben schon ein Konto?',
  signIn: 'Anmelden',
  showPassword: 'Passwort anzeigen',
  hidePassword: 'Passwort verbergen',
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
};

const passwordChecklistGerman: PasswordChecklistText = {
  hasLetter: 'Ein Buchstabe',
  hasSpecialSymbol: 'Ein Sonderzeichen',
  hasMinimumLength: 'Mindestens 8 Zeichen',
  met: 'erfüllt',
  notMet: 'nicht erfüllt',
};

export const registrationText = defineCatalog(
  { registrationForm: registrationFormText, passwordChecklist: passwordChecklistText },
  { registrationForm: registrationFormGerman, passwordChecklist: passwordChecklistGerman },
);
