import type { BankDetailsFormText } from '../bank-details-form';

export default {
  iban: 'IBAN',
  ibanHint: 'p. es. CH93 0076 2011 6238 5295 7',
  bankName: 'Nome della banca',
  firstName: 'Nome della/del titolare del conto',
  lastName: 'Cognome della/del titolare del conto',
  address: 'Indirizzo',
  plz: 'NPA',
  city: 'Località',
  submit: 'Salva',
  cancel: 'Annulla',
  ibanRequired: 'L’IBAN è obbligatorio!',
  ibanInvalid: 'Inserisca un IBAN valido.',
  bankNameRequired: 'Il nome della banca è obbligatorio!',
  firstNameRequired: 'Il nome è obbligatorio!',
  lastNameRequired: 'Il cognome è obbligatorio!',
  addressRequired: 'L’indirizzo è obbligatorio!',
  cityRequired: 'La località è obbligatoria!',
  plzRequired: 'Il NPA è obbligatorio!',
} satisfies BankDetailsFormText;
