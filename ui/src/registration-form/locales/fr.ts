import checklist from '../../password-checklist/locales/fr';
import passwordField from '../../password-field/locales/fr';
import phoneField from '../../phone-field/locales/fr';
import type { RegistrationFormText } from '../registration-form';

export default {
  gender: 'Sexe',
  male: 'Masculin',
  female: 'Féminin',
  pronounce: 'Civilité',
  firstName: 'Prénom',
  lastName: 'Nom',
  dob: 'Date de naissance',
  mobileNumber: 'Numéro de mobile',
  countryCode: phoneField.countryCode,
  email: 'E-mail',
  password: 'Mot de passe',
  submit: 'Créer un compte',
  haveAccount: 'Vous avez déjà un compte\u00a0?',
  signIn: 'Se connecter',
  ...passwordField,
  genderRequired: 'Veuillez indiquer votre sexe\u00a0!',
  pronounceRequired: 'Veuillez indiquer votre civilité.',
  firstNameRequired: 'Veuillez saisir votre prénom.',
  lastNameRequired: 'Veuillez saisir votre nom.',
  dobRequired: 'Veuillez saisir votre date de naissance.',
  dobInFuture: 'La date de naissance ne peut pas être dans le futur.',
  mobileRequired: 'Veuillez saisir votre numéro de mobile.',
  mobileInvalid: 'Veuillez saisir un numéro de mobile valable.',
  mobileLength: 'Le numéro de mobile doit comporter entre 10 et 15 chiffres.',
  emailRequired: 'Veuillez saisir votre adresse e-mail.',
  emailInvalid: 'Veuillez saisir une adresse e-mail valable.',
  passwordRequired: 'Veuillez saisir votre mot de passe.',
  passwordWeak: 'Le mot de passe doit comporter au moins 8 caractères, dont une lettre et un caractère spécial.',
  checklist,
} satisfies RegistrationFormText;
