import type { BankDetailsFormText } from '../bank-details-form';

export default {
  iban: 'IBAN',
  ibanHint: 'p. ex. CH93 0076 2011 6238 5295 7',
  bankName: 'Nom de la banque',
  firstName: 'Prénom du/de la titulaire du compte',
  lastName: 'Nom du/de la titulaire du compte',
  address: 'Adresse',
  plz: 'NPA',
  city: 'Localité',
  submit: 'Enregistrer',
  cancel: 'Annuler',
  ibanRequired: 'L’IBAN est obligatoire\u00a0!',
  ibanInvalid: 'Veuillez saisir un IBAN valable.',
  bankNameRequired: 'Le nom de la banque est obligatoire\u00a0!',
  firstNameRequired: 'Le prénom est obligatoire\u00a0!',
  lastNameRequired: 'Le nom est obligatoire\u00a0!',
  addressRequired: 'L’adresse est obligatoire\u00a0!',
  cityRequired: 'La localité est obligatoire\u00a0!',
  plzRequired: 'Le NPA est obligatoire\u00a0!',
} satisfies BankDetailsFormText;
