import checklist from '../../password-checklist/locales/it';
import passwordField from '../../password-field/locales/it';
import phoneField from '../../phone-field/locales/it';
import type { RegistrationFormText } from '../registration-form';

export default {
  gender: 'Sesso',
  male: 'Maschile',
  female: 'Femminile',
  pronounce: 'Appellativo',
  firstName: 'Nome',
  lastName: 'Cognome',
  dob: 'Data di nascita',
  mobileNumber: 'Numero di cellulare',
  countryCode: phoneField.countryCode,
  email: 'E-mail',
  password: 'Password',
  submit: 'Crea account',
  haveAccount: 'Ha già un account?',
  signIn: 'Accedi',
  ...passwordField,
  genderRequired: 'Selezioni il sesso!',
  pronounceRequired: 'Inserisca l’appellativo.',
  firstNameRequired: 'Inserisca il nome.',
  lastNameRequired: 'Inserisca il cognome.',
  dobRequired: 'Inserisca la data di nascita.',
  dobInFuture: 'La data di nascita non può essere nel futuro.',
  mobileRequired: 'Inserisca il numero di cellulare.',
  mobileInvalid: 'Inserisca un numero di cellulare valido.',
  mobileLength: 'Il numero di cellulare deve avere da 10 a 15 cifre.',
  emailRequired: 'Inserisca il Suo indirizzo e-mail.',
  emailInvalid: 'Inserisca un indirizzo e-mail valido.',
  passwordRequired: 'Inserisca la Sua password.',
  passwordWeak: 'La password deve contenere almeno 8 caratteri, tra cui una lettera e un carattere speciale.',
  checklist,
} satisfies RegistrationFormText;
